import { readRows } from '#core/kernel/database/read_rows'
import type { SeoResolverInput, SeoTags } from '#core/kernel/contract'
import { HIDDEN_FROM_GUESTS } from './guest_access.js'
import { urls } from '../../shared/urls.js'
import { toDay } from '../services/shared/time.js'
import { creditedArtists, musicGroups } from './credited_artists.js'
import { absoluteUrl, clock, isoDuration, joinNames, listenSentence, pageTitle, plainText, routeId, siteName } from './seo_text.js'

/**
 * /track/{id}/{slug}: "Song - Artist | Site", music.song with its duration,
 * album and artists. Private tracks are hidden from guests; a private album's name and
 * cover stay out of a public track's tags. Two indexed queries.
 */
export default async function trackSeo({ params, host }: SeoResolverInput): Promise<SeoTags | 'not-found' | typeof HIDDEN_FROM_GUESTS> {
  const id = routeId(params.trackId)
  if (!id) return 'not-found'
  // SQL written once (readRows): signed-in people's pages are drawn anew, and the query builder cost more than the query.
  // The album's URL is named after its own first artist, not the track's.
  const [track] = await readRows(
    `SELECT tracks.public, tracks.name, tracks.description, tracks.image, tracks.duration, tracks.mime,
       albums.id AS album_id, albums.name AS album_name, albums.image AS album_image, albums.release_date,
       (SELECT artists.name FROM album_artist JOIN artists ON artists.id = album_artist.artist_id
        WHERE album_artist.album_id = albums.id ORDER BY album_artist.position LIMIT 1) AS album_artist
     FROM tracks LEFT JOIN albums ON albums.id = tracks.album_id AND albums.public = 1
     WHERE tracks.id = ? LIMIT 1`,
    [id]
  )
  if (!track) return 'not-found'
  if (!track.public) return HIDDEN_FROM_GUESTS

  const site = siteName(host)
  const artists = await creditedArtists('track', id)
  const by = joinNames(artists.map((artist) => artist.name))
  const album = track.album_id
    ? { id: track.album_id as number, name: track.album_name as string, artists: track.album_artist ? [{ name: track.album_artist as string }] : [] }
    : null
  const year = toDay(track.release_date)?.slice(0, 4)
  const canonical = urls.track({ id, name: track.name })
  // Guests with music.view may stream public tracks, so link previews can play the song.
  const meta: Record<string, string> = { 'og:audio': absoluteUrl(`/api/v1/music/tracks/${id}/stream`) }
  if (track.mime) meta['og:audio:type'] = track.mime
  if (track.duration) meta['music:duration'] = String(Math.round(track.duration / 1000))
  if (album) meta['music:album'] = absoluteUrl(urls.album(album))
  if (artists[0]) meta['music:musician'] = absoluteUrl(urls.artist(artists[0]))

  const duration = track.duration ? clock(track.duration) : null
  const description = plainText(track.description) ?? listenSentence(site, track.name, by, [album?.name, duration, year])
  return {
    title: pageTitle(site, track.name, by),
    description,
    variables: { name: track.name, artists: by, album: album?.name, description, duration, year },
    image: track.image ?? track.album_image ?? undefined,
    canonical,
    type: 'music.song',
    meta,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'MusicRecording',
      name: track.name,
      url: absoluteUrl(canonical),
      duration: track.duration ? isoDuration(track.duration) : undefined,
      byArtist: musicGroups(artists),
      inAlbum: album ? { '@type': 'MusicAlbum', name: album.name, url: meta['music:album'] } : undefined,
    },
  }
}
