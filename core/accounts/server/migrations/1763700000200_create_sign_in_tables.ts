import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Sign-in: remember-me and API tokens (shapes required by @adonisjs/auth),
 * tracked sessions, password reset tokens, email verification codes, the
 * outgoing email log and the login rate-limit counters (@adonisjs/limiter).
 * Secrets are never stored: only their SHA-256 or HMAC digests.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('remember_me_tokens', (table) => {
      table.increments('id')
      table
        .integer('tokenable_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.string('hash', 64).notNullable().unique()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.timestamp('expires_at').notNullable()
    })

    this.schema.createTable('auth_access_tokens', (table) => {
      table.increments('id')
      table
        .integer('tokenable_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.string('type', 50).notNullable()
      table.string('name', 100).nullable()
      table.string('hash', 64).notNullable()
      table.text('abilities').notNullable()
      table.timestamp('created_at').nullable()
      table.timestamp('updated_at').nullable()
      table.timestamp('last_used_at').nullable()
      table.timestamp('expires_at').nullable()
    })

    // One row per signed-in browser; deleting a row signs that browser out.
    this.schema.createTable('user_sessions', (table) => {
      table.increments('id')
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      // SHA-256 of the random key kept in the browser's session.
      table.string('token_hash', 64).notNullable().unique()
      // The remember-me token issued with this session, so its cookie dies with the row. No
      // foreign key: the session guard replaces the token (delete + insert) on each use, and
      // the row must keep pointing at the old id until it is moved to the new one.
      table.integer('remember_token_id').unsigned().nullable().index()
      table.string('ip_address', 45).nullable()
      table.string('user_agent', 500).nullable()
      table.string('device_type', 10).notNullable()
      table.string('platform', 50).nullable()
      table.string('browser', 50).nullable()
      table.string('city', 100).nullable()
      table.string('country', 8).nullable()
      table.timestamp('last_active_at').notNullable()
      table.timestamp('created_at').notNullable()
      table.index(['user_id', 'last_active_at'])
    })

    this.schema.createTable('password_reset_tokens', (table) => {
      table.increments('id')
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.string('token_hash', 64).notNullable()
      table.timestamp('expires_at').notNullable()
      table.timestamp('created_at').notNullable()
    })

    this.schema.createTable('email_verification_codes', (table) => {
      table.increments('id')
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.string('code_hash', 64).notNullable()
      table.integer('attempts').unsigned().notNullable().defaultTo(0)
      table.timestamp('expires_at').notNullable()
      table.timestamp('created_at').notNullable()
    })

    // Every email the site sends, for the admin's outgoing-email log.
    this.schema.createTable('outgoing_emails', (table) => {
      table.increments('id')
      table.string('recipient', 191).notNullable()
      table.string('subject', 255).notNullable()
      table.string('status', 10).notNullable()
      table.text('error').nullable()
      table.timestamp('created_at').notNullable()
      table.index(['created_at'])
    })

    // Counters of @adonisjs/limiter's database store (columns fixed by the library).
    this.schema.createTable('limiter_rate_limits', (table) => {
      table.string('key', 255).notNullable().primary()
      table.integer('points', 9).notNullable().defaultTo(0)
      table.bigint('expire').unsigned()
    })
  }

  async down() {
    const tables = [
      'limiter_rate_limits',
      'outgoing_emails',
      'email_verification_codes',
      'password_reset_tokens',
      'user_sessions',
      'auth_access_tokens',
      'remember_me_tokens',
    ]
    for (const table of tables) this.schema.dropTable(table)
  }
}
