import type { SearchResultsPresenter } from '#core/kernel/contract'
import {
  ALBUM_COLUMNS,
  ARTIST_COLUMNS,
  PLAYLIST_COLUMNS,
  PLAYLIST_OWNER_COLUMNS,
  PLAYLIST_OWNER_JOIN,
  TRACK_ALBUM_COLUMNS,
  TRACK_ALBUM_JOIN,
  TRACK_COLUMNS,
} from '../services/summaries/columns.js'
import { trackSummaries } from '../services/summaries/tracks.js'
import { albumSummaries } from '../services/summaries/albums.js'
import { toArtistSummary } from '../services/summaries/artists.js'
import { playlistSummaries } from '../services/summaries/playlists.js'
import { toUserSummary, USER_SUMMARY_SELECT } from '../services/summaries/users.js'
import { toTagSummary } from '../services/summaries/taxonomy.js'
import type { SearchResultItems } from '../../shared/api_types.js'

/**
 * How music's search hits become the summaries its screens draw: the columns
 * those need, read in the ranking query itself (songs with their album,
 * playlists with their owner: a statement fewer each).
 */
export const TRACK_RESULTS: SearchResultsPresenter<SearchResultItems['tracks']> = {
  select: `SELECT ${[...TRACK_COLUMNS, ...TRACK_ALBUM_COLUMNS].join(', ')} FROM tracks ${TRACK_ALBUM_JOIN}`,
  present: trackSummaries,
}
export const ALBUM_RESULTS: SearchResultsPresenter<SearchResultItems['albums']> = { select: `SELECT ${ALBUM_COLUMNS.join(', ')} FROM albums`, present: albumSummaries }
export const ARTIST_RESULTS: SearchResultsPresenter<SearchResultItems['artists']> = { select: `SELECT ${ARTIST_COLUMNS.join(', ')} FROM artists`, present: (rows) => rows.map(toArtistSummary) }
export const PLAYLIST_RESULTS: SearchResultsPresenter<SearchResultItems['playlists']> = {
  select: `SELECT ${[...PLAYLIST_COLUMNS, ...PLAYLIST_OWNER_COLUMNS].join(', ')} FROM playlists ${PLAYLIST_OWNER_JOIN}`,
  present: playlistSummaries,
}
export const TAG_RESULTS: SearchResultsPresenter<SearchResultItems['tags']> = { select: 'SELECT tags.* FROM tags', present: (rows) => rows.map(toTagSummary) }

/**
 * People, as music's search shows them: by their music profile's name when
 * they chose one (a table of this plugin the accounts module, which declares
 * the users searchable, knows nothing of).
 */
export const PEOPLE_RESULTS: SearchResultsPresenter<SearchResultItems['users']> = { select: USER_SUMMARY_SELECT, present: (rows) => rows.map(toUserSummary) }
