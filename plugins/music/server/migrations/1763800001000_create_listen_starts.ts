import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Play counting on what the server saw (services/plays/listen_starts.ts):
 * when each listener began receiving a track's audio, so a reported listen
 * is never longer than the time since, and each counted play uses up the
 * start it came from. Listeners are accounts or, for guests, IP addresses:
 * a cookie is the client's to forge or drop. Activity table: no triggers,
 * nothing points at it.
 *
 * `plays.self_play` marks the plays of a track by its owner or by someone
 * who manages one of its artists or its album, so insights can leave them out.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('listen_starts', (table) => {
      // 'user:12' or 'ip:203.0.113.7'.
      table.string('listener', 100).notNullable()
      table.integer('track_id').unsigned().notNullable()
      // Milliseconds since the epoch: compared with the server's clock, never the client's.
      table.bigInteger('started_at').notNullable()
      table.primary(['listener', 'track_id'])
      table.index(['started_at'])
    })
    this.schema.alterTable('plays', (table) => {
      table.boolean('self_play').notNullable().defaultTo(false)
    })
  }

  async down() {
    this.schema.alterTable('plays', (table) => table.dropColumn('self_play'))
    this.schema.dropTable('listen_starts')
  }
}
