import { MORPH } from '../../models/columns.js'
import { placeholders, rawRows } from '../shared/raw_rows.js'
import { ARTIST_COLUMNS } from '../summaries/columns.js'
import { toArtistSummary } from '../summaries/artists.js'
import { GENRE_ARTIST_PLAYS } from './genre_artist_plays.js'

const SIMILAR = 10
/** Most played artists of the genres ranked by shared genres when an artist has several. */
const SIMILAR_CANDIDATES = 50

/**
 * Artists sharing the most genres with this one, then the most played: the
 * most played artists of its genres (SIMILAR_CANDIDATES of them, however big
 * the genres are), those sharing more genres first, in one statement. The
 * most played of all the genres are among each genre's own most played,
 * which genre_artist_plays lists in index order (one range per genre); the
 * artist's own genres are passed in (already loaded for the page).
 */
export async function similarArtists(artistId: number, genreIds: number[]) {
  if (!genreIds.length) return []
  const several = genreIds.length > 1
  const limit = several ? SIMILAR_CANDIDATES : SIMILAR
  const mostPlayedOfGenre =
    `SELECT artist_id FROM (SELECT artist_id FROM ${GENRE_ARTIST_PLAYS} WHERE genre_id = ? AND artist_id <> ? ` +
    'ORDER BY plays DESC, artist_id DESC LIMIT ?) AS of_genre'
  const shared = several
    ? `(SELECT COUNT(*) FROM genreables shared WHERE shared.genreable_type = ? AND shared.genreable_id = artists.id AND shared.genre_id IN (${placeholders(genreIds.length)}))`
    : '1'
  const rows = await rawRows(
    `SELECT ${ARTIST_COLUMNS.join(', ')}, ${shared} AS shared ` +
      `FROM (${genreIds.map(() => mostPlayedOfGenre).join(' UNION ')}) AS candidates JOIN artists ON artists.id = candidates.artist_id ` +
      'ORDER BY artists.plays DESC, artists.id DESC LIMIT ?',
    [...(several ? [MORPH.artist, ...genreIds] : []), ...genreIds.flatMap((genreId) => [genreId, artistId, limit]), limit]
  )
  // Stable sort: equally shared artists keep the most played first.
  return rows
    .sort((a, b) => Number(b.shared) - Number(a.shared))
    .slice(0, SIMILAR)
    .map(toArtistSummary)
}
