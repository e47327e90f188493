import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * What became of each uploaded file the music module took in (issue 17):
 * the server ingests an upload as soon as it is registered (the
 * files:entry_created listener), and the upload screen, asking afterwards,
 * reads the same outcome instead of ingesting twice. Goes with its entry
 * or its track.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('track_intakes', (table) => {
      table.integer('file_entry_id').unsigned().primary().references('id').inTable('file_entries').onDelete('CASCADE')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('track_id').unsigned().nullable().references('id').inTable('tracks').onDelete('CASCADE')
      /** created | duplicate | refused */
      table.string('outcome', 16).notNullable()
      table.string('message', 500).nullable()
      table.timestamp('created_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable('track_intakes')
  }
}
