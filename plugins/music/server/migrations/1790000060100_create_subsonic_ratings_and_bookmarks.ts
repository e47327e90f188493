import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * What Subsonic apps keep per listener beside likes: a rating of 1 to 5 on
 * a song or album (setRating; 0 removes it) and bookmarks, a position
 * in a long song to come back to (createBookmark).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('subsonic_ratings', (table) => {
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      /** MORPH.track or MORPH.album. */
      table.string('rateable_type', 20).notNullable()
      table.integer('rateable_id').unsigned().notNullable()
      table.tinyint('rating').unsigned().notNullable()
      table.timestamp('updated_at').notNullable()
      table.primary(['user_id', 'rateable_type', 'rateable_id'])
    })
    this.schema.createTable('subsonic_bookmarks', (table) => {
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('track_id').unsigned().notNullable().references('id').inTable('tracks').onDelete('CASCADE')
      /** Milliseconds into the song. */
      table.bigInteger('position_ms').unsigned().notNullable()
      table.string('comment', 500).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.primary(['user_id', 'track_id'])
    })
  }

  async down() {
    this.schema.dropTable('subsonic_bookmarks')
    this.schema.dropTable('subsonic_ratings')
  }
}
