import { readRows } from '#core/kernel/database/read_rows'
import { urls } from '../../shared/urls.js'
import { absoluteUrl } from './seo_text.js'

/** The artists credited on a track or an album, in credit order: one indexed query. */
export async function creditedArtists(on: 'track' | 'album', id: number): Promise<Array<{ id: number; name: string }>> {
  const pivot = on === 'track' ? 'artist_track' : 'album_artist'
  return readRows(
    `SELECT artists.id, artists.name FROM artists JOIN ${pivot} ON ${pivot}.artist_id = artists.id
     WHERE ${pivot}.${on}_id = ? ORDER BY ${pivot}.position`,
    [id]
  )
}

/** schema.org byArtist entries for the JSON-LD of a track or an album. */
export function musicGroups(artists: Array<{ id: number; name: string }>) {
  return artists.map((artist) => ({ '@type': 'MusicGroup', name: artist.name, url: absoluteUrl(urls.artist(artist)) }))
}
