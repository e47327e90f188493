import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * ReplayGain for whole albums, and how each listener wants playback to
 * sound.
 *
 * `albums.replay_gain` / `albums.sample_peak` are derived from the album's
 * tracks (services/loudness/album_gain.ts) and written again whenever one of
 * them is decoded, so the player can play an album at one level.
 *
 * `playback_preferences` holds one row per listener who changed a default:
 * crossfade, gapless, ReplayGain mode and pre-amp (guests keep theirs in the
 * browser).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('albums', (table) => {
      table.float('replay_gain', 6, 2).nullable()
      table.float('sample_peak', 6, 4).nullable()
    })
    this.schema.createTable('playback_preferences', (table) => {
      table.integer('user_id').unsigned().primary().references('id').inTable('users').onDelete('CASCADE')
      table.float('crossfade_seconds', 4, 1).notNullable().defaultTo(0)
      table.boolean('gapless').notNullable().defaultTo(true)
      table.string('replay_gain_mode', 8).notNullable().defaultTo('album')
      table.float('preamp_db', 4, 1).notNullable().defaultTo(0)
      table.timestamp('updated_at').nullable()
    })
  }

  async down() {
    this.schema.dropTable('playback_preferences')
    this.schema.alterTable('albums', (table) => {
      table.dropColumn('replay_gain')
      table.dropColumn('sample_peak')
    })
  }
}
