import { ReadCache, SITE_DATA } from '#core/kernel/cache/read_cache'
import { MORPH } from '../models/columns.js'
import { viewerCacheKey, type Viewer } from '../services/shared/viewer.js'
import { LISTENING_HISTORY } from '../services/plays/listening_history_tag.js'
import { visibleSql } from '../services/shared/visibility.js'
import { placeholders, rawRows } from '../services/shared/raw_rows.js'
import { ALBUM_COLUMNS } from '../services/summaries/columns.js'
import { subsonicAlbums } from './catalogue.js'
import { randomIds } from './random_picks.js'
import { missingParameter, SubsonicError, ERROR } from './protocol.js'
import type { SubsonicParams } from './params.js'

/**
 * getAlbumList2: albums in one of the protocol's orders, paged by `size` and
 * `offset`, over the albums the viewer may see. Cadenza has no ratings:
 * `highest` is the most played, like `frequent`.
 */
export const ALBUM_LIST_TYPES = ['random', 'newest', 'highest', 'frequent', 'recent', 'alphabeticalByName', 'alphabeticalByArtist', 'starred', 'byYear', 'byGenre'] as const
type AlbumListType = (typeof ALBUM_LIST_TYPES)[number]

const MAX_SIZE = 500

/**
 * Pages kept until a write drops them, as the web's album pages are: a page
 * `offset` albums deep walks that many index entries (~4 ms of CPU 25,000
 * deep at 1M tracks), and apps read the same pages again as a listener
 * scrolls back and forth. Keyed by the statement, its bindings (the viewer's
 * id among them) and the page. The listener's own ratings are set on the
 * kept items by the controller (withUserRatings): the same person's, each time.
 */
const albumPages = new ReadCache<Awaited<ReturnType<typeof subsonicAlbums>>>('subsonic.album_list')
/** `recent` follows the listener's plays, which drop their history's tag only. */
const recentPages = new ReadCache<Awaited<ReturnType<typeof subsonicAlbums>>>('subsonic.album_list.recent', { tags: [SITE_DATA, LISTENING_HISTORY] })

export async function albumList(params: SubsonicParams, viewer: Viewer & { userId: number }) {
  const type = params.requiredString('type') as AlbumListType
  if (!ALBUM_LIST_TYPES.includes(type)) throw new SubsonicError(ERROR.generic, `Unknown album list type: ${type}`)
  const size = params.integer('size', { fallback: 10, min: 1, max: MAX_SIZE })
  const offset = params.integer('offset', { fallback: 0, min: 0 })
  const [visible, visibleBindings] = visibleSql('albums', viewer)
  // Random albums are drawn anew each time: there is no page to offset into.
  if (type === 'random') {
    const ids = await randomIds({ from: 'albums', id: 'albums.id', where: visible, bindings: visibleBindings, range: { from: 'albums' } }, size)
    return subsonicAlbums(await albumRowsInOrder(ids), viewer)
  }
  const from = 'SELECT albums.id FROM albums'
  let sql: string
  let bindings: unknown[]
  switch (type) {
    case 'newest':
      sql = `${from} WHERE ${visible} ORDER BY albums.created_at DESC, albums.id DESC`
      bindings = visibleBindings
      break
    case 'highest':
    case 'frequent':
      sql = `${from} WHERE ${visible} ORDER BY albums.plays DESC, albums.id DESC`
      bindings = visibleBindings
      break
    case 'recent':
      // The albums of the listener's latest plays (their history, like the web's).
      sql =
        `${from} JOIN (SELECT tracks.album_id, MAX(plays.id) AS last_play FROM plays JOIN tracks ON tracks.id = plays.track_id ` +
        `WHERE plays.user_id = ? AND tracks.album_id IS NOT NULL GROUP BY tracks.album_id) AS played ON played.album_id = albums.id WHERE ${visible} ORDER BY played.last_play DESC`
      bindings = [viewer.userId, ...visibleBindings]
      break
    case 'alphabeticalByName':
      sql = `${from} WHERE ${visible} ORDER BY albums.name, albums.id`
      bindings = visibleBindings
      break
    case 'alphabeticalByArtist':
      sql =
        `${from} LEFT JOIN album_artist ON album_artist.album_id = albums.id AND album_artist.position = 0 LEFT JOIN artists ON artists.id = album_artist.artist_id ` +
        `WHERE ${visible} ORDER BY artists.name, albums.name, albums.id`
      bindings = visibleBindings
      break
    case 'starred':
      sql = `${from} JOIN likes ON likes.likeable_id = albums.id AND likes.likeable_type = ? AND likes.user_id = ? WHERE ${visible} ORDER BY likes.created_at DESC, albums.id DESC`
      bindings = [MORPH.album, viewer.userId, ...visibleBindings]
      break
    case 'byYear': {
      const first = params.integer('fromYear', { fallback: Number.NaN, min: 0, max: 9999 })
      const last = params.integer('toYear', { fallback: Number.NaN, min: 0, max: 9999 })
      if (Number.isNaN(first)) throw missingParameter('fromYear')
      if (Number.isNaN(last)) throw missingParameter('toYear')
      // fromYear after toYear: the same years, newest first.
      const [low, high, descending] = first <= last ? [first, last, false] : [last, first, true]
      sql = `${from} WHERE ${visible} AND albums.release_date >= ? AND albums.release_date < ? ORDER BY albums.release_date ${descending ? 'DESC' : 'ASC'}, albums.id`
      bindings = [...visibleBindings, `${String(low).padStart(4, '0')}-01-01`, `${String(high + 1).padStart(4, '0')}-01-01`]
      break
    }
    case 'byGenre': {
      const genre = params.string('genre')
      if (!genre) throw missingParameter('genre')
      // The genre's ids first: its links are then read on their primary key (genre_id, genreable_type, genreable_id)
      // rather than every album's link to any genre, and only its albums are sorted.
      const genreIds = (await rawRows('SELECT id FROM genres WHERE name = ? OR display_name = ?', [genre, genre])).map((row) => row.id as number)
      if (!genreIds.length) return []
      sql =
        `${from} JOIN genreables ON genreables.genreable_id = albums.id AND genreables.genreable_type = ? ` +
        `WHERE genreables.genre_id IN (${placeholders(genreIds.length)}) AND ${visible} ORDER BY albums.plays DESC, albums.id DESC`
      bindings = [MORPH.album, ...genreIds, ...visibleBindings]
      break
    }
  }
  const pages = type === 'recent' ? recentPages : albumPages
  const key = [sql, JSON.stringify(bindings), size, offset, viewerCacheKey(viewer)].join('\u0000')
  return pages.get(key, async () => {
    const page = await rawRows(`${sql} LIMIT ? OFFSET ?`, [...bindings, size, offset])
    return subsonicAlbums(await albumRowsInOrder(page.map((row) => row.id as number)), viewer)
  })
}

/**
 * The page's album rows, in the page's order. The page is chosen on ids
 * alone: a deep offset then walks an index holding the order and the
 * visibility columns (migration keep_album_totals) without reading a row.
 */
async function albumRowsInOrder(ids: number[]) {
  if (!ids.length) return []
  const rows = new Map((await rawRows(`SELECT ${ALBUM_COLUMNS.join(', ')} FROM albums WHERE albums.id IN (${placeholders(ids.length)})`, ids)).map((row) => [row.id, row]))
  // An album deleted between the two reads is left out.
  return ids.flatMap((id) => (rows.has(id) ? [rows.get(id)] : []))
}
