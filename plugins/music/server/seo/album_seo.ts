import { readRows } from '#core/kernel/database/read_rows'
import type { SeoResolverInput, SeoTags } from '#core/kernel/contract'
import { HIDDEN_FROM_GUESTS } from './guest_access.js'
import { urls } from '../../shared/urls.js'
import { toDay } from '../services/shared/time.js'
import { creditedArtists, musicGroups } from './credited_artists.js'
import { absoluteUrl, count, joinNames, listenSentence, pageTitle, plainText, routeId, siteName } from './seo_text.js'

/**
 * /album/{id}/{artistSlug}/{slug}: "Album - Artist | Site", music.album
 * with its public song count and release year. Two indexed queries.
 */
export default async function albumSeo({ params, host }: SeoResolverInput): Promise<SeoTags | 'not-found' | typeof HIDDEN_FROM_GUESTS> {
  const id = routeId(params.albumId)
  if (!id) return 'not-found'
  const [album] = await readRows(
    `SELECT public, name, description, image, release_date,
       (SELECT COUNT(*) FROM tracks WHERE tracks.album_id = albums.id AND tracks.public = 1) AS songs
     FROM albums WHERE id = ? LIMIT 1`,
    [id]
  )
  if (!album) return 'not-found'
  if (!album.public) return HIDDEN_FROM_GUESTS

  const site = siteName(host)
  const artists = await creditedArtists('album', id)
  const by = joinNames(artists.map((artist) => artist.name))
  const day = toDay(album.release_date)
  const canonical = urls.album({ id, name: album.name, artists })
  const songs = Number(album.songs)
  const meta: Record<string, string> = {}
  if (artists[0]) meta['music:musician'] = absoluteUrl(urls.artist(artists[0]))
  if (day) meta['music:release_date'] = day

  const description = plainText(album.description) ?? listenSentence(site, album.name, by, [count(songs, 'song'), day?.slice(0, 4)])
  return {
    title: pageTitle(site, album.name, by),
    description,
    variables: { name: album.name, artists: by, description, songs, year: day?.slice(0, 4) },
    image: album.image ?? undefined,
    canonical,
    type: 'music.album',
    meta,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'MusicAlbum',
      name: album.name,
      url: absoluteUrl(canonical),
      byArtist: musicGroups(artists),
      numTracks: songs,
      datePublished: day ?? undefined,
    },
  }
}
