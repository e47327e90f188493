import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Channels: admin-curated collections. `config` (JSON) says what a channel
 * lists (contentType), how (layout), and where items come from (manual items
 * in channelables, or an automatic source), with an optional restriction.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('channels', (table) => {
      table.increments('id')
      table.string('name', 191).notNullable()
      table.string('slug', 191).notNullable().unique()
      table.text('description').nullable()
      table.text('config').notNullable()
      // Listed on the homepage channel index, in `position` order.
      table.boolean('homepage').notNullable().defaultTo(false)
      table.integer('position').unsigned().notNullable().defaultTo(0)
      table.timestamp('created_at').nullable()
      table.timestamp('updated_at').nullable()
      table.index(['homepage', 'position'])
    })

    this.schema.createTable('channelables', (table) => {
      table.integer('channel_id').unsigned().notNullable().references('id').inTable('channels').onDelete('CASCADE')
      // 'track' | 'album' | 'artist' | 'playlist' | 'channel' | 'genre'
      table.string('channelable_type', 20).notNullable()
      table.integer('channelable_id').unsigned().notNullable()
      table.integer('position').unsigned().notNullable().defaultTo(0)
      table.primary(['channel_id', 'channelable_type', 'channelable_id'])
      table.index(['channel_id', 'position'])
    })
  }

  async down() {
    for (const table of ['channelables', 'channels']) this.schema.dropTable(table)
  }
}
