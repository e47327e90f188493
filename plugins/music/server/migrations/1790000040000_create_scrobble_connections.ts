import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A listener's link to a scrobbling service (ListenBrainz, Last.fm): the
 * credential the service gave (a user token, a session key), encrypted with
 * the app key, and how the last sending went, for account settings.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('scrobble_connections', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('service', 20).notNullable()
      table.text('credential').notNullable()
      /** The account name on the service, shown in settings. */
      table.string('username', 100).nullable()
      /** 'connected', or 'broken' once the service refused the credential (a 401): the listener connects again. */
      table.string('status', 20).notNullable()
      table.string('last_error', 255).nullable()
      table.timestamp('last_error_at').nullable()
      table.timestamp('last_sent_at').nullable()
      table.timestamp('created_at').notNullable()
      table.unique(['user_id', 'service'])
    })
  }

  async down() {
    this.schema.dropTable('scrobble_connections')
  }
}
