/**
 * Rows of genre_artist_plays that disagree with the links and counters it
 * mirrors: artist genre links without their row (or with another play count),
 * and rows without their link. 0 when the table is in step.
 */
export const GENRE_ARTIST_PLAYS_MISMATCHES =
  'SELECT (SELECT COUNT(*) FROM genreables JOIN artists ON artists.id = genreables.genreable_id ' +
  'LEFT JOIN genre_artist_plays kept ON kept.genre_id = genreables.genre_id AND kept.artist_id = artists.id AND kept.plays = artists.plays ' +
  "WHERE genreables.genreable_type = 'artist' AND kept.artist_id IS NULL) + " +
  '(SELECT COUNT(*) FROM genre_artist_plays kept WHERE NOT EXISTS (SELECT 1 FROM genreables ' +
  "WHERE genreables.genre_id = kept.genre_id AND genreables.genreable_type = 'artist' AND genreables.genreable_id = kept.artist_id)) AS mismatches"
