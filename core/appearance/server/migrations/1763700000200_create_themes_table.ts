import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'themes'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('name', 100).notNullable()
      table.boolean('is_dark').notNullable().defaultTo(false)
      table.boolean('default_light').notNullable().defaultTo(false)
      table.boolean('default_dark').notNullable().defaultTo(false)
      // CSS variables of the theme: { "--be-background": "18 18 20", ... }.
      table.text('values').notNullable()
      table.text('font').nullable()
      table.timestamp('created_at').nullable()
      table.timestamp('updated_at').nullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
