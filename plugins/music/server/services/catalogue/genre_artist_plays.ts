import db from '@adonisjs/lucid/services/db'
import { MORPH } from '../../models/columns.js'

/**
 * `genre_artist_plays`: every link of an artist to a genre, with the
 * artist's play counter beside it, so that "the most played artists of a
 * genre" is one range of the (genre_id, plays, artist_id) index. Without it
 * the similar artists of an artist page walked the artists' `plays` index
 * and probed the genre links of every artist on the way (~30 probes per
 * artist found with 30 genres), after a statement counting the genre's links
 * to choose that plan: ~40 % of a cold artist page's CPU at a million tracks.
 *
 * The database keeps it in step through triggers, so every writer counts
 * whatever path it takes (models, raw SQL, the plays counters or a deferred
 * roll-up of them, imports, the demo seeder): a genre linked to an artist,
 * unlinked or relinked, and a changed artists.plays. Deleted artists and
 * genres take their rows with them through the foreign keys (MySQL fires no
 * trigger for a cascaded delete). The generator's SQLite load drops the
 * triggers of the tables it fills and rebuilds the table afterwards
 * (rebuildGenreArtistPlays). Only triggers write it: whatever tracks writes
 * per table must count writes to genreables and artists as writes to it.
 */
export const GENRE_ARTIST_PLAYS = 'genre_artist_plays'

/**
 * Adds the rows of every artist genre link, with the artist's plays, that the
 * table does not hold yet (the triggers may have added some meanwhile).
 */
export const FILL_GENRE_ARTIST_PLAYS =
  `INSERT INTO ${GENRE_ARTIST_PLAYS} (genre_id, artist_id, plays) ` +
  `SELECT genreables.genre_id, artists.id, artists.plays FROM genreables JOIN artists ON artists.id = genreables.genreable_id ` +
  `WHERE genreables.genreable_type = '${MORPH.artist}' AND NOT EXISTS ` +
  `(SELECT 1 FROM ${GENRE_ARTIST_PLAYS} kept WHERE kept.genre_id = genreables.genre_id AND kept.artist_id = artists.id)`

interface Trigger {
  name: string
  event: 'INSERT' | 'UPDATE' | 'DELETE'
  table: string
  /** SQLite only: fire on a change of these columns. */
  columns?: string
  /** Statements whose WHERE carries the trigger's condition (MySQL has no WHEN clause). */
  body: string[]
}

/** The row of a link (NEW or OLD) added, or removed, when it links an artist. */
const addLink = (link: 'NEW' | 'OLD') =>
  `INSERT INTO ${GENRE_ARTIST_PLAYS} (genre_id, artist_id, plays) SELECT ${link}.genre_id, artists.id, artists.plays FROM artists ` +
  `WHERE artists.id = ${link}.genreable_id AND ${link}.genreable_type = '${MORPH.artist}'`
const removeLink = (link: 'NEW' | 'OLD') =>
  `DELETE FROM ${GENRE_ARTIST_PLAYS} WHERE genre_id = ${link}.genre_id AND artist_id = ${link}.genreable_id AND ${link}.genreable_type = '${MORPH.artist}'`

const TRIGGERS: Trigger[] = [
  { name: 'genre_artist_plays_link', event: 'INSERT', table: 'genreables', body: [addLink('NEW')] },
  { name: 'genre_artist_plays_unlink', event: 'DELETE', table: 'genreables', body: [removeLink('OLD')] },
  // A link changed in place (genres merged by hand, say): the old one goes, the new one comes.
  { name: 'genre_artist_plays_relink', event: 'UPDATE', table: 'genreables', body: [removeLink('OLD'), addLink('NEW')] },
  {
    name: 'genre_artist_plays_count',
    event: 'UPDATE',
    table: 'artists',
    columns: 'plays',
    body: [`UPDATE ${GENRE_ARTIST_PLAYS} SET plays = NEW.plays WHERE artist_id = NEW.id AND NEW.plays <> OLD.plays`],
  },
]

/** CREATE TRIGGER statements in the dialect's syntax (a BEGIN … END body is the same in both). */
export function createGenreArtistPlaysTriggers(dialect: string) {
  return TRIGGERS.map(({ name, event, table, columns, body }) => {
    const on = dialect !== 'mysql' && columns ? `${event} OF ${columns}` : event
    return `CREATE TRIGGER ${name} AFTER ${on} ON ${table} FOR EACH ROW BEGIN ${body.join('; ')}; END`
  })
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
