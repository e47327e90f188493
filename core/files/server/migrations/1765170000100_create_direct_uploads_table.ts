import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Direct-to-storage uploads under way (core/files/server/s3): the object key
 * the server chose and, for multipart uploads, S3's upload id, remembered
 * for the person who began the upload. Every later call (signing parts,
 * completing, registering the file) is checked against this row, so a key
 * or upload id sent by someone else names nothing of theirs. The row goes
 * when the file becomes a file entry or the upload is aborted.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('direct_uploads', (table) => {
      table.increments('id')
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      // A Drive disk name: 'uploads' or 'public'.
      table.string('disk', 20).notNullable()
      // 191 characters: the longest string a unique index takes on MySQL's utf8mb4.
      table.string('object_key', 191).notNullable().unique()
      // S3's id of a multipart upload (null for a single presigned PUT); AWS's run to about 150 characters.
      table.string('multipart_upload_id', 1024).nullable()
      table.timestamp('completed_at').nullable()
      // What the browser said of the file; its content is checked before it becomes a file entry.
      table.string('client_name', 255).notNullable()
      table.string('client_mime', 255).notNullable()
      table.string('client_extension', 32).notNullable()
      table.bigInteger('size').unsigned().notNullable()
      table.text('metadata').nullable()
      table.timestamp('created_at').notNullable()
      // The expiration job aborts the oldest ones first.
      table.index(['created_at'])
    })
  }

  async down() {
    this.schema.dropTable('direct_uploads')
  }
}
