import { readRows } from '#core/kernel/database/read_rows'
import type { SeoResolverInput, SeoTags } from '#core/kernel/contract'
import { HIDDEN_FROM_GUESTS } from './guest_access.js'
import { urls } from '../../shared/urls.js'
import { displayName } from '../services/summaries/users.js'
import { absoluteUrl, count, listenSentence, pageTitle, plainText, routeId, siteName } from './seo_text.js'

/** /playlist/{id}/{slug}: "Playlist - by Owner | Site", music.playlist. Private playlists are hidden from guests. One query. */
export default async function playlistSeo({ params, host }: SeoResolverInput): Promise<SeoTags | 'not-found' | typeof HIDDEN_FROM_GUESTS> {
  const id = routeId(params.playlistId)
  if (!id) return 'not-found'
  const [playlist] = await readRows(
    `SELECT playlists.public, playlists.name, playlists.description, playlists.image, playlists.tracks_count,
       users.id AS owner_id, users.first_name, users.last_name, profiles.display_name
     FROM playlists JOIN users ON users.id = playlists.owner_id LEFT JOIN profiles ON profiles.user_id = users.id
     WHERE playlists.id = ? LIMIT 1`,
    [id]
  )
  if (!playlist) return 'not-found'
  if (!playlist.public) return HIDDEN_FROM_GUESTS

  const site = siteName(host)
  const owner = { id: playlist.owner_id as number, name: displayName({ ...playlist, id: playlist.owner_id }) }
  const songs = Number(playlist.tracks_count)
  const description = plainText(playlist.description) ?? listenSentence(site, `${playlist.name}, a playlist`, owner.name, [count(songs, 'song')])
  return {
    title: pageTitle(site, playlist.name, `playlist by ${owner.name}`),
    description,
    variables: { name: playlist.name, owner: owner.name, description, songs },
    image: playlist.image ?? undefined,
    canonical: urls.playlist({ id, name: playlist.name }),
    type: 'music.playlist',
    meta: { 'music:creator': absoluteUrl(urls.user(owner)) },
  }
}
