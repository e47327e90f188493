import db from '@adonisjs/lucid/services/db'
import type { SeoResolverInput, SeoTags } from '#core/kernel/contract'
import { HIDDEN_FROM_GUESTS } from './guest_access.js'
import { urls } from '../../shared/urls.js'
import { displayName } from '../services/summaries/users.js'
import { absoluteUrl, count, listenSentence, pageTitle, plainText, routeId, siteName } from './seo_text.js'

/** /playlist/{id}/{slug}: "Playlist - by Owner | Site", music.playlist. Private playlists are hidden from guests. One query. */
export default async function playlistSeo({ params, host }: SeoResolverInput): Promise<SeoTags | 'not-found' | typeof HIDDEN_FROM_GUESTS> {
  const id = routeId(params.playlistId)
  if (!id) return 'not-found'
  const playlist = await db
    .from('playlists')
    .join('users', 'users.id', 'playlists.owner_id')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .where('playlists.id', id)
    .select(
      'playlists.public',
      'playlists.name',
      'playlists.description',
      'playlists.image',
      'playlists.tracks_count',
      'users.id as owner_id',
      'users.first_name',
      'users.last_name',
      'profiles.display_name'
    )
    .first()
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
