import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The play queue a Subsonic app saves (savePlayQueue) so the listener picks
 * up on another device where they left off (getPlayQueue): one per listener.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('subsonic_play_queues', (table) => {
      table.integer('user_id').unsigned().primary().references('id').inTable('users').onDelete('CASCADE')
      /** The queue's track ids in order, as JSON. */
      table.text('track_ids').notNullable()
      table.integer('current_track_id').unsigned().nullable()
      /** Milliseconds into the current track. */
      table.bigInteger('position_ms').unsigned().notNullable().defaultTo(0)
      /** The app that saved it (the `c` parameter). */
      table.string('changed_by', 100).notNullable()
      table.timestamp('updated_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable('subsonic_play_queues')
  }
}
