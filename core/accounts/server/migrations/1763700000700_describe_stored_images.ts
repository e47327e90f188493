import { BaseSchema } from '@adonisjs/lucid/schema'
import drive from '@adonisjs/drive/services/main'

/**
 * What the admin's files screen shows of each stored file: its size and
 * type, recorded when the file is stored. Files stored before are all
 * re-encoded WebP images; their sizes are read from the disk once here.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('stored_images', (table) => {
      table.bigInteger('size').unsigned().notNullable().defaultTo(0).index()
      table.string('mime', 100).notNullable().defaultTo('image/webp')
    })
    this.defer(async (db) => {
      const disk = drive.use('public')
      const rows: Array<{ id: number; disk_key: string }> = await db.from('stored_images').select('id', 'disk_key')
      for (const row of rows) {
        // A file already gone from the disk keeps size 0; the screen lists it so it can be deleted.
        if (!(await disk.exists(row.disk_key))) continue
        const { contentLength } = await disk.getMetaData(row.disk_key)
        await db.from('stored_images').where('id', row.id).update({ size: contentLength })
      }
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
