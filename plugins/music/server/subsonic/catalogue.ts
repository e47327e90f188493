import { ReadCache } from '#core/kernel/cache/read_cache'
import { viewerCacheKey, type Viewer } from '../services/shared/viewer.js'
import { visibleSql } from '../services/shared/visibility.js'
import { placeholders, rawRows } from '../services/shared/raw_rows.js'
import { ALBUM_COLUMNS } from '../services/summaries/columns.js'
import { albumSummaries } from '../services/summaries/albums.js'
import { findArtistRow } from '../services/catalogue/artist_page.js'
import { albumPage } from '../services/catalogue/album_page.js'
import { trackPage } from '../services/catalogue/track_page.js'
import type { AlbumDetail, TrackDetail } from '../../shared/api_types.js'
import { toIso } from '../services/shared/time.js'
import { toAlbum, toArtist, toSong, type AlbumTotals } from './mappers.js'

/**
 * The browsing reads of the Subsonic API, on the web API's queries and its
 * visibility rule (public, or the viewer's own): a client sees exactly what
 * the web would show the same person.
 */

/** Articles clients skip when sorting artists into the index ("The Beatles" under B). */
export const IGNORED_ARTICLES = 'The El La Los Las Le Les'
const ARTICLE = new RegExp(`^(${IGNORED_ARTICLES.split(' ').join('|')})\\s+`, 'i')

/** The index letter of a name: its first letter after an article, '#' for anything else. */
export function indexLetter(name: string) {
  const first = name.replace(ARTICLE, '').trim().charAt(0).toUpperCase()
  return /\p{L}/u.test(first) ? first : '#'
}

/** Every artist with the number of their albums the viewer may see, grouped by index letter. */
export async function artistIndex(viewer: Viewer) {
  const [visible, bindings] = visibleSql('albums', viewer)
  const rows = await rawRows(
    `SELECT artists.id, artists.name, COUNT(albums.id) AS album_count FROM artists ` +
      `LEFT JOIN album_artist ON album_artist.artist_id = artists.id LEFT JOIN albums ON albums.id = album_artist.album_id AND ${visible} ` +
      `GROUP BY artists.id, artists.name ORDER BY artists.name, artists.id`,
    bindings
  )
  const byLetter = new Map<string, ReturnType<typeof toArtist>[]>()
  for (const row of rows) {
    const letter = indexLetter(row.name)
    if (!byLetter.has(letter)) byLetter.set(letter, [])
    byLetter.get(letter)!.push(toArtist(row, Number(row.album_count)))
  }
  return [...byLetter.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([name, artist]) => ({ name, artist }))
}

/**
 * Song count, length and first upload of each album over the tracks the
 * viewer may see: the totals its row keeps of its public tracks
 * (services/catalogue/album_totals.ts), plus, for a signed-in listener, their
 * own private tracks on the few albums that have private tracks at all.
 */
export async function albumTotals(albumIds: number[], viewer: Viewer): Promise<Map<number, AlbumTotals>> {
  if (!albumIds.length) return new Map()
  const rows = await rawRows(
    `SELECT albums.id, albums.public_tracks_count, albums.public_duration, albums.first_public_track_at, albums.private_tracks_count FROM albums WHERE albums.id IN (${placeholders(albumIds.length)})`,
    albumIds
  )
  const totals = new Map<number, AlbumTotals>(
    rows.map((row) => [row.id, { songCount: Number(row.public_tracks_count), duration: Number(row.public_duration), created: toIso(row.first_public_track_at) }])
  )
  const withPrivate = viewer.userId === null ? [] : rows.filter((row) => Number(row.private_tracks_count) > 0).map((row) => row.id as number)
  if (!withPrivate.length) return totals
  const own = await rawRows(
    `SELECT tracks.album_id, COUNT(*) AS songs, SUM(tracks.duration) AS duration, MIN(tracks.created_at) AS created FROM tracks ` +
      `WHERE tracks.album_id IN (${placeholders(withPrivate.length)}) AND tracks.public = 0 AND tracks.owner_id = ? GROUP BY tracks.album_id`,
    [...withPrivate, viewer.userId]
  )
  for (const row of own) {
    const album = totals.get(row.album_id)!
    const created = toIso(row.created)
    totals.set(row.album_id, {
      songCount: album.songCount + Number(row.songs),
      duration: album.duration + Number(row.duration ?? 0),
      created: album.created === null || (created !== null && created < album.created) ? created : album.created,
    })
  }
  return totals
}

/** Album rows (ALBUM_COLUMNS) as OpenSubsonic albums, with their totals over the tracks the viewer may see. */
export async function subsonicAlbums(rows: any[], viewer: Viewer) {
  const [summaries, totals] = await Promise.all([albumSummaries(rows), albumTotals(rows.map((row) => row.id), viewer)])
  return summaries.map((summary) => toAlbum(summary, totals.get(summary.id) ?? { songCount: 0, duration: 0, created: null }))
}

/** getArtist's answers, kept per artist and viewer until a write drops them (as the web's artist page). */
const artistsWithAlbums = new ReadCache<Awaited<ReturnType<typeof loadArtistWithAlbums>>>('subsonic.artist')

/** An artist with their albums the viewer may see, newest release first. */
export function artistWithAlbums(artistId: number, viewer: Viewer) {
  return artistsWithAlbums.get(`${artistId}\u0000${viewerCacheKey(viewer)}`, () => loadArtistWithAlbums(artistId, viewer))
}

async function loadArtistWithAlbums(artistId: number, viewer: Viewer) {
  const artist = await findArtistRow(artistId)
  const [visible, bindings] = visibleSql('albums', viewer)
  const rows = await rawRows(
    `SELECT ${ALBUM_COLUMNS.join(', ')} FROM albums JOIN album_artist ON album_artist.album_id = albums.id ` +
      `WHERE album_artist.artist_id = ? AND ${visible} ORDER BY albums.release_date DESC, albums.id DESC`,
    [artistId, ...bindings]
  )
  const album = await subsonicAlbums(rows, viewer)
  return { ...toArtist(artist, album.length), album }
}

/** An album and its songs, as the web's album page shows them to the viewer. */
export async function albumWithSongs(albumId: number, viewer: Viewer) {
  // The web's album page, from its read cache: kept as JSON text, read back here.
  const { album } = JSON.parse((await albumPage(albumId, viewer)).text) as { album: AlbumDetail }
  const totals = await albumTotals([albumId], viewer)
  return {
    ...toAlbum(album, totals.get(albumId)!),
    genre: album.genres[0]?.name,
    song: album.tracks.map((track) => toSong(track, { releaseDate: album.release_date })),
  }
}

/** A song, as the web's track page shows it to the viewer. */
export async function song(trackId: number, viewer: Viewer) {
  const { track } = JSON.parse((await trackPage(trackId, viewer)).text) as { track: TrackDetail }
  return { ...toSong(track, { mime: track.mime, bitrate: track.bitrate }), genre: track.genres[0]?.name }
}
