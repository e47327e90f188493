import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * What the admin's files screen shows of each stored file: its size and
 * type, recorded when the file is stored. Files stored before are all
 * re-encoded WebP images whose size was not kept (0 until replaced).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('stored_images', (table) => {
      table.bigInteger('size').unsigned().notNullable().defaultTo(0).index()
      table.string('mime', 100).notNullable().defaultTo('image/webp')
    })
  }

  async down() {
    this.schema.alterTable('stored_images', (table) => {
      table.dropIndex(['size'])
      table.dropColumn('size')
      table.dropColumn('mime')
    })
  }
}
