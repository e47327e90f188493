import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Account management: social logins linked to an account, and the replay
 * guard of two-factor codes (spec sections 3 and 4).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('social_profiles', (table) => {
      table.increments('id')
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      // 'google', 'facebook', 'twitter', 'spotify'
      table.string('service_name', 32).notNullable()
      // The person's id at the provider; one provider account links to one of ours.
      table.string('user_service_id', 191).notNullable()
      table.string('username').nullable()
      table.text('access_token').nullable()
      table.text('refresh_token').nullable()
      table.timestamp('access_expires_at').nullable()
      table.timestamp('created_at').nullable()
      table.timestamp('updated_at').nullable()
      table.unique(['service_name', 'user_service_id'])
      // One profile per provider per account.
      table.unique(['user_id', 'service_name'])
    })

    this.schema.alterTable('users', (table) => {
      // Time step (30 s window number) of the last accepted TOTP code: a code
      // is accepted once, and never one from an earlier window.
      table.bigInteger('two_factor_last_used_step').nullable()
    })
  }

  async down() {
    this.schema.alterTable('users', (table) => {
      table.dropColumn('two_factor_last_used_step')
    })
    this.schema.dropTable('social_profiles')
  }
}
