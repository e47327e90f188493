import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Album totals kept on the albums row, as play counts are, so that lists of
 * albums (the Subsonic API's getAlbumList2, search3, getArtist...) never
 * group tracks (issue 21: getAlbumList2 p95 < 25 ms at 1M tracks):
 *
 * - `public_tracks_count`, `public_duration` (ms) and `first_public_track_at`
 *   over the album's public tracks, what every listener sees;
 * - `private_tracks_count`, the album's other tracks: only when it is above 0
 *   does a signed-in listener's view need their own private tracks added.
 *
 * services/catalogue/album_totals.ts writes them again in the transaction of
 * every change to an album's tracks; here they are filled for existing rows.
 *
 * Apps page album lists by offset: the indexes hold the visibility columns
 * after each order, so skipping 50,000 albums walks the index alone
 * (subsonic/album_lists.ts reads the page's ids first, then its rows).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('albums', (table) => {
      table.integer('public_tracks_count').unsigned().notNullable().defaultTo(0)
      table.integer('public_duration').unsigned().notNullable().defaultTo(0)
      table.timestamp('first_public_track_at').nullable()
      table.integer('private_tracks_count').unsigned().notNullable().defaultTo(0)
      table.index(['created_at', 'id', 'public', 'owner_id'], 'albums_newest_listed_index')
      table.index(['plays', 'id', 'public', 'owner_id'], 'albums_plays_listed_index')
      table.index(['name', 'id', 'public', 'owner_id'], 'albums_name_listed_index')
    })
    // Correlated subqueries: the same statement on SQLite and MariaDB, each walking the (album_id, number) index.
    this.defer(async (db) => {
      await db.rawQuery(
        `UPDATE albums SET ` +
          `public_tracks_count = (SELECT COUNT(*) FROM tracks WHERE tracks.album_id = albums.id AND tracks.public = 1), ` +
          `public_duration = (SELECT COALESCE(SUM(tracks.duration), 0) FROM tracks WHERE tracks.album_id = albums.id AND tracks.public = 1), ` +
          `first_public_track_at = (SELECT MIN(tracks.created_at) FROM tracks WHERE tracks.album_id = albums.id AND tracks.public = 1), ` +
          `private_tracks_count = (SELECT COUNT(*) FROM tracks WHERE tracks.album_id = albums.id AND tracks.public = 0)`
      )
    })
  }

  async down() {
    this.schema.alterTable('albums', (table) => {
      table.dropIndex(['created_at', 'id', 'public', 'owner_id'], 'albums_newest_listed_index')
      table.dropIndex(['plays', 'id', 'public', 'owner_id'], 'albums_plays_listed_index')
      table.dropIndex(['name', 'id', 'public', 'owner_id'], 'albums_name_listed_index')
      table.dropColumn('public_tracks_count')
      table.dropColumn('public_duration')
      table.dropColumn('first_public_track_at')
      table.dropColumn('private_tracks_count')
    })
  }
}
