import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Files people upload (spec section 3, File entry): one row per stored
 * object, whichever way it came (plain multipart, tus, direct to S3). The
 * object's key on its disk is ours (`files/<uuid>.<ext>`), never the
 * client's name, which is kept only to show. `deleted_at` is the trash: a
 * first delete sets it, a second (`deleteForever`) removes row and object.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('file_entries', (table) => {
      table.increments('id')
      // What the person called the file (shown, never used as a path).
      table.string('name', 255).notNullable()
      // Folder of the file inside a picked folder ('Album/CD 1'), as the client gave it, checked.
      table.string('relative_path', 1000).nullable()
      table.string('disk', 20).notNullable()
      // The object's key on the disk: generated, unique.
      table.string('disk_key', 191).notNullable().unique()
      table.bigInteger('file_size').unsigned().notNullable()
      // Read from the bytes (magic numbers), not from the name or the browser's claim.
      table.string('mime', 100).notNullable()
      table.string('extension', 20).notNullable()
      // No foreign key: the row outlives the account's deletion until its object is deleted after the commit.
      table.integer('user_id').unsigned().notNullable()
      // The tus upload (or S3 multipart key) the entry was made from: one entry per finished upload.
      table.string('upload_key', 191).nullable().unique()
      // Extras the client sent with the file (metadata), as JSON.
      table.text('metadata').nullable()
      table.timestamp('deleted_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      // The owner's files, newest first, trash apart; and the owner's total for the storage quota.
      table.index(['user_id', 'deleted_at', 'id'])
    })
  }

  async down() {
    this.schema.dropTable('file_entries')
  }
}
