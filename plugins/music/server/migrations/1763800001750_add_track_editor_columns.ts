import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * What the editors set beyond the catalogue's first columns (issue 17): the
 * track's own release date (a single has no album to carry one), whether
 * listeners may download it, and whether a track or album is still a draft.
 * Uploads arrive as drafts, kept private (public = false) until their owner
 * publishes them; everything else (imports, the demo, rows from before) is
 * published, hence the default.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('tracks', (table) => {
      table.date('release_date').nullable()
      table.boolean('allow_download').notNullable().defaultTo(false)
      table.boolean('draft').notNullable().defaultTo(false)
    })
    this.schema.alterTable('albums', (table) => {
      table.boolean('draft').notNullable().defaultTo(false)
    })
  }

  async down() {
    this.schema.alterTable('tracks', (table) => {
      table.dropColumn('release_date')
      table.dropColumn('allow_download')
      table.dropColumn('draft')
    })
    this.schema.alterTable('albums', (table) => {
      table.dropColumn('draft')
    })
  }
}
