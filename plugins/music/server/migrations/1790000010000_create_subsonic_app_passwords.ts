import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * App passwords for Subsonic apps (issue 21). Their token scheme sends
 * md5(password + salt), which only a server knowing the clear password can
 * check: rather than keep the account password that way, each device gets
 * its own random password, stored encrypted with the app key and revocable.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('subsonic_app_passwords', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('name', 60).notNullable()
      /** The password, encrypted with the app key (encryption service, purpose 'subsonic-app-password'). */
      table.text('secret').notNullable()
      table.timestamp('last_used_at').nullable()
      table.timestamp('created_at').notNullable()
      table.index(['user_id'])
    })
  }

  async down() {
    this.schema.dropTable('subsonic_app_passwords')
  }
}
