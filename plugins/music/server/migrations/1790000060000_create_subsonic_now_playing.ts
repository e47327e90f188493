import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * What each listener's Subsonic apps say is playing now (scrobble with
 * submission=false), for getNowPlaying: kept in the database, not in one
 * node's memory, so any node answers. One row per listener and app.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('subsonic_now_playing', (table) => {
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      /** The app (the `c` parameter). */
      table.string('player', 100).notNullable()
      table.integer('track_id').unsigned().notNullable().references('id').inTable('tracks').onDelete('CASCADE')
      table.timestamp('updated_at').notNullable()
      table.primary(['user_id', 'player'])
    })
  }

  async down() {
    this.schema.dropTable('subsonic_now_playing')
  }
}
