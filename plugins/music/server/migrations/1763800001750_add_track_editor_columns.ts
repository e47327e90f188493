import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * What the track editor sets beyond the catalogue's first columns (issue
 * 17): the track's own release date (a single has no album to carry one)
 * and whether listeners may download it.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('tracks', (table) => {
      table.date('release_date').nullable()
      table.boolean('allow_download').notNullable().defaultTo(false)
    })
  }

  async down() {
    this.schema.alterTable('tracks', (table) => {
      table.dropColumn('release_date')
      table.dropColumn('allow_download')
    })
  }
}
