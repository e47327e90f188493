import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Every track and album list names each row's artists in credit order (one
 * statement per list: `track_id IN (…)`, by position). The primary keys,
 * (track_id, artist_id) and (album_id, artist_id), left SQLite a table read
 * per credit for its position and a sort of them all; with the position and
 * artist in an index, the credits are read in order from the index alone.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('artist_track', (table) => {
      table.index(['track_id', 'position', 'artist_id'])
    })
    this.schema.alterTable('album_artist', (table) => {
      table.index(['album_id', 'position', 'artist_id'])
    })
    // A SQLite database with planner statistics (a generated catalogue has them) needs them for the new
    // indexes too: without, the planner preferred the primary key and its sort for albums.
    if (this.db.dialect.name === 'mysql') return
    this.defer(async (db) => {
      const statistics = await db.rawQuery("SELECT name FROM sqlite_master WHERE name = 'sqlite_stat1'")
      if (!statistics.length) return
      await db.rawQuery('ANALYZE artist_track_track_id_position_artist_id_index')
      await db.rawQuery('ANALYZE album_artist_album_id_position_artist_id_index')
    })
  }

  async down() {
    this.schema.alterTable('artist_track', (table) => {
      table.dropIndex(['track_id', 'position', 'artist_id'])
    })
    this.schema.alterTable('album_artist', (table) => {
      table.dropIndex(['album_id', 'position', 'artist_id'])
    })
  }
}
