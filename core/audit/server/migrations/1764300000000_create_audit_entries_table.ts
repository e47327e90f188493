import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The audit log: one row per admin write, saying who changed what, from
 * where, and the subject before and after (JSON). user_id is a plain number
 * with no foreign key: an entry keeps saying who it was once the account is
 * gone. Each index serves one filter of the admin's audit screen, newest
 * first.
 */
export default class extends BaseSchema {
  protected tableName = 'audit_entries'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.bigIncrements('id')
      table.integer('user_id').unsigned().nullable()
      table.string('action', 100).notNullable()
      table.string('subject_type', 100).notNullable()
      table.string('subject_id', 191).nullable()
      table.text('before', 'mediumtext').nullable()
      table.text('after', 'mediumtext').nullable()
      table.string('ip', 45).nullable()
      table.timestamp('created_at').notNullable()
      table.index(['created_at'])
      table.index(['user_id', 'created_at'])
      table.index(['action', 'created_at'])
      table.index(['subject_type', 'subject_id', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
