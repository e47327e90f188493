import { BaseSchema } from '@adonisjs/lucid/schema'

/** Messages sent through the contact form. */
export default class extends BaseSchema {
  protected tableName = 'contact_messages'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('name', 100).notNullable()
      table.string('email').notNullable()
      table.text('message').notNullable()
      // 45 characters fit the longest textual IPv6 address.
      table.string('ip', 45).nullable()
      table.text('user_agent').nullable()
      table.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('created_at').nullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
