import db from '@adonisjs/lucid/services/db'
import { MORPH } from '../../models/columns.js'

/**
 * `genre_artist_plays`: every link of an artist to a genre, with the
 * artist's play counter beside it, so that "the most played artists of a
 * genre" is one range of the (genre_id, plays, artist_id) index. Without it
 * the similar artists of an artist page walked the artists' `plays` index
 * and probed the genre links of every artist on the way (~30 probes per
 * artist found with 30 genres): a fifth of a cold artist page.
 *
 * The database keeps it in step through triggers, so every writer counts
 * whatever path it takes (models, raw SQL, the plays counters, imports, the
 * demo seeder): a genre linked to an artist or unlinked, and a changed
 * artists.plays. Deleted artists and genres take their rows with them through
 * the foreign keys (MySQL fires no trigger for a cascaded delete). The
 * generator's SQLite load drops the triggers of the tables it fills and
 * rebuilds the table afterwards (rebuildGenreArtistPlays).
 */
export const GENRE_ARTIST_PLAYS = 'genre_artist_plays'

/** The rows the table must hold: one per artist genre link, with the artist's plays. */
const LINKED_ARTISTS =
  `SELECT genreables.genre_id, artists.id, artists.plays FROM genreables JOIN artists ON artists.id = genreables.genreable_id ` +
  `WHERE genreables.genreable_type = '${MORPH.artist}'`

export const FILL_GENRE_ARTIST_PLAYS = `INSERT INTO ${GENRE_ARTIST_PLAYS} (genre_id, artist_id, plays) ${LINKED_ARTISTS}`

interface Trigger {
  name: string
  event: 'INSERT' | 'UPDATE' | 'DELETE'
  table: string
  /** SQLite only: fire on a change of these columns. */
  columns?: string
  /** One statement; its WHERE carries the trigger's condition (MySQL has no WHEN clause). */
  body: string
}

const TRIGGERS: Trigger[] = [
  {
    name: 'genre_artist_plays_link',
    event: 'INSERT',
    table: 'genreables',
    body:
      `INSERT INTO ${GENRE_ARTIST_PLAYS} (genre_id, artist_id, plays) SELECT NEW.genre_id, artists.id, artists.plays FROM artists ` +
      `WHERE artists.id = NEW.genreable_id AND NEW.genreable_type = '${MORPH.artist}'`,
  },
  {
    name: 'genre_artist_plays_unlink',
    event: 'DELETE',
    table: 'genreables',
    body: `DELETE FROM ${GENRE_ARTIST_PLAYS} WHERE genre_id = OLD.genre_id AND artist_id = OLD.genreable_id AND OLD.genreable_type = '${MORPH.artist}'`,
  },
  {
    name: 'genre_artist_plays_count',
    event: 'UPDATE',
    table: 'artists',
    columns: 'plays',
    body: `UPDATE ${GENRE_ARTIST_PLAYS} SET plays = NEW.plays WHERE artist_id = NEW.id AND NEW.plays <> OLD.plays`,
  },
]

/** CREATE TRIGGER statements in the dialect's syntax. */
export function createGenreArtistPlaysTriggers(dialect: string) {
  return TRIGGERS.map(({ name, event, table, columns, body }) =>
    dialect === 'mysql'
      ? `CREATE TRIGGER ${name} AFTER ${event} ON ${table} FOR EACH ROW ${body}`
      : `CREATE TRIGGER ${name} AFTER ${event}${columns ? ` OF ${columns}` : ''} ON ${table} FOR EACH ROW BEGIN ${body}; END`
  )
}

export function dropGenreArtistPlaysTriggers() {
  return TRIGGERS.map(({ name }) => `DROP TRIGGER IF EXISTS ${name}`)
}

/** Refills the table from the links and counters (after a bulk load that bypassed the triggers). */
export async function rebuildGenreArtistPlays() {
  await db.transaction(async (trx) => {
    await trx.rawQuery(`DELETE FROM ${GENRE_ARTIST_PLAYS}`)
    await trx.rawQuery(FILL_GENRE_ARTIST_PLAYS)
  })
}
