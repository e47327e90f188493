import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Uploads become draft tracks and albums before their owner publishes them
 * (server/ingest). A draft is never public: every listener-facing query
 * already checks `public` (services/shared/visibility.ts), and the ingest
 * service and the Track model keep drafts private, so `status` needs no
 * index of its own on the hot paths.
 *
 * `processing` follows the work done after a file is taken in: queued, then
 * processing while a job decodes it for its waveform and loudness, then
 * ready, or failed with `processing_error` said to its owner. Rows written
 * before this migration were decoded when imported: ready.
 *
 * The same bytes may belong to two owners (two artists uploading one
 * recording), so the audio hash is unique per owner; the importer still
 * looks files up by hash alone, hence the plain index.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('tracks', (table) => {
      table.string('status', 16).notNullable().defaultTo('published')
      table.string('processing', 16).notNullable().defaultTo('ready')
      table.string('processing_error', 500).nullable()
      // Integrated loudness (EBU R128, LUFS) and the ReplayGain 2.0 track gain (dB, to -18 LUFS) the player will apply.
      table.float('loudness', 6, 2).nullable()
      table.float('replay_gain', 6, 2).nullable()
      // Sample peak (0..1+) so a positive gain can be capped before it clips.
      table.float('sample_peak', 6, 4).nullable()
    })
    this.schema.alterTable('tracks', (table) => {
      table.dropUnique(['file_hash'])
      table.index(['file_hash'])
      table.unique(['owner_id', 'file_hash'])
    })
    this.schema.alterTable('albums', (table) => {
      table.string('status', 16).notNullable().defaultTo('published')
    })
  }

  async down() {
    this.schema.alterTable('albums', (table) => {
      table.dropColumn('status')
    })
    this.schema.alterTable('tracks', (table) => {
      table.dropUnique(['owner_id', 'file_hash'])
      table.dropIndex(['file_hash'])
      table.unique(['file_hash'])
    })
    this.schema.alterTable('tracks', (table) => {
      table.dropColumn('status')
      table.dropColumn('processing')
      table.dropColumn('processing_error')
      table.dropColumn('loudness')
      table.dropColumn('replay_gain')
      table.dropColumn('sample_peak')
    })
  }
}
