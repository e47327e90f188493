import db from '@adonisjs/lucid/services/db'
import { urls } from '../../shared/urls.js'
import { displayName, userQuery } from '../services/summaries/users.js'
import { publicProfileSql } from '../services/profiles/public_profiles.js'

/**
 * One real public page of each kind, for the appearance editor's live
 * preview of the SEO templates: the most recent public one (a primary-key
 * walk, cheap at any size), or null when the catalogue has none.
 */
export const seoSamples = {
  async artist() {
    const artist = await db.from('artists').select('id', 'name').orderBy('id', 'desc').first()
    return artist ? urls.artist(artist) : null
  },
  async album() {
    const album = await db.from('albums').where('public', true).select('id', 'name').orderBy('id', 'desc').first()
    if (!album) return null
    const artist = await db
      .from('album_artist')
      .join('artists', 'artists.id', 'album_artist.artist_id')
      .where('album_artist.album_id', album.id)
      .orderBy('album_artist.position')
      .select('artists.name')
      .first()
    return urls.album({ ...album, artists: artist ? [artist] : [] })
  },
  async track() {
    const track = await db.from('tracks').where('public', true).select('id', 'name').orderBy('id', 'desc').first()
    return track ? urls.track(track) : null
  },
  async playlist() {
    const playlist = await db.from('playlists').where('public', true).select('id', 'name').orderBy('id', 'desc').first()
    return playlist ? urls.playlist(playlist) : null
  },
  async channel() {
    const channel = await db.from('channels').select('slug').orderBy('id').first()
    return channel ? urls.channel(channel.slug) : null
  },
  async user() {
    const user = await userQuery().whereRaw(publicProfileSql('users.id')).orderBy('users.id', 'desc').first()
    return user ? urls.user({ id: user.id, name: displayName(user) }) : null
  },
}
