import { placeholders } from '../services/shared/raw_rows.js'
import { exactNames } from '#core/search/server/name_lookups'
import type { IdSource } from '#core/search/server/candidate_ids'
import { popularMatches } from './popular_head.js'
import type { SearchTerms } from '#core/search/server/query_terms'
import { SEARCHABLES } from './searchables.js'

/** Artists whose songs a songs search brings: the most played matching the query, and those named like it. */
const ARTISTS = 3
/** Their songs taken, most played first. */
const SONGS = 100

/**
 * Songs of the artists a query names, for `tracks.id IN (...)`: searching
 * "neon" finds the songs of Neon Harbor, not only songs with "neon" in their
 * own name. The artists are the most played ones matching every word (the
 * popular head of artists, in memory) and any named exactly like the query
 * (one probe of the name index, inside the same statement: a round trip
 * fewer on MySQL/MariaDB); their songs come from the (artist_id, track_id)
 * index, so the cost is those few artists' songs whatever the size of the
 * catalogue.
 */
export async function artistSongs(terms: SearchTerms, dialect: 'sqlite' | 'mysql'): Promise<IdSource> {
  const popular = (await popularMatches(SEARCHABLES.artists, terms, ARTISTS)).matches.map((match) => match.id)
  const [named, namedBindings] = exactNames(SEARCHABLES.artists, terms, ARTISTS, dialect)
  const artists = popular.length ? `SELECT id FROM artists WHERE id IN (${placeholders(popular.length)}) UNION ${named}` : named
  // Derived tables: MySQL refuses LIMIT directly inside IN (...).
  return [
    'SELECT track_id FROM (SELECT artist_track.track_id FROM artist_track JOIN tracks ON tracks.id = artist_track.track_id ' +
      `WHERE artist_track.artist_id IN (SELECT * FROM (${artists}) artists) ORDER BY tracks.plays DESC, tracks.id DESC LIMIT ${SONGS}) by_artist`,
    [...popular, ...namedBindings],
  ]
}
