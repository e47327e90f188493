import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Notifications (spec section 3), the types each person switched on or off
 * per channel, and their browsers' Web Push subscriptions.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('notifications', (table) => {
      // A UUIDv7 made by the server: time-ordered, so (user_id, id) lists newest first, and known before the insert.
      table.string('id', 36).primary()
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('type', 100).notNullable()
      // JSON: the spec's data (lines, image, mainAction, buttonActions, inviteId).
      table.text('data').notNullable()
      table.timestamp('read_at').nullable()
      table.timestamp('created_at').notNullable()
      table.index(['user_id', 'id'])
      table.index(['user_id', 'read_at'])
    })

    // Only what a person changed: a type without a row here uses its declared defaults.
    this.schema.createTable('notification_selections', (table) => {
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('notif_id', 100).notNullable()
      table.boolean('database').notNullable()
      table.boolean('email').notNullable()
      table.boolean('browser').notNullable()
      table.timestamp('updated_at').nullable()
      table.primary(['user_id', 'notif_id'])
    })

    this.schema.createTable('push_subscriptions', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      // Push service URLs run past any indexable length: the unique key is their SHA-256.
      table.text('endpoint').notNullable()
      table.string('endpoint_hash', 64).notNullable().unique()
      table.string('p256dh', 255).notNullable()
      table.string('auth', 255).notNullable()
      table.string('user_agent', 255).nullable()
      table.timestamp('created_at').notNullable()
      table.index(['user_id'])
    })
  }

  async down() {
    for (const table of ['push_subscriptions', 'notification_selections', 'notifications']) this.schema.dropTable(table)
  }
}
