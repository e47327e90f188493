import { BaseSchema } from '@adonisjs/lucid/schema'
import { avatarImages } from '#core/accounts/server/services/avatar_service'

/**
 * Who owns each image file stored on the public disk (avatars, profile
 * headers). A file is deleted only for the person this table names, never
 * because a row of theirs happens to hold its URL.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('stored_images', (table) => {
      table.increments('id')
      // The file's key on the public disk ('avatars/12-<uuid>.webp').
      table.string('disk_key', 191).notNullable().unique()
      // No foreign key: the row must outlive the account's deletion until its file is deleted after the commit.
      table.integer('owner_id').unsigned().notNullable().index()
      table.timestamp('created_at').nullable()
    })
    // Avatars uploaded before: their owners, so replacing or removing them still deletes the file.
    this.defer(async (db) => {
      const rows = await db.from('users').whereNotNull('image').select('id as owner_id', 'image as url')
      await avatarImages.adoptFiles(db, rows)
    })
  }

  async down() {
    this.schema.dropTable('stored_images')
  }
}
