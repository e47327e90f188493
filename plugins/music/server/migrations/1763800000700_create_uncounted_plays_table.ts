import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Plays not yet added to the play counters of their track, album and
 * artists. Recording a play writes only activity tables (plays and this
 * queue); the counters are raised in batches (services/plays/play_counts.ts),
 * so the read caches of the catalogue pages outlive a stream of plays.
 * Nothing points at this table and it has no triggers (activity table).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('uncounted_plays', (table) => {
      table.increments('id')
      table.integer('track_id').unsigned().notNullable()
      // The exact count the player is told after a play adds the track's uncounted ones.
      table.index(['track_id'])
    })
  }

  async down() {
    this.schema.dropTable('uncounted_plays')
  }
}
