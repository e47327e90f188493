import { BaseSchema } from '@adonisjs/lucid/schema'

/** People, roles and permissions (spec sections 3 and 6). */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('users', (table) => {
      table.increments('id')
      table.string('email', 191).notNullable().unique()
      table.string('password').nullable()
      table.string('first_name', 100).nullable()
      table.string('last_name', 100).nullable()
      table.string('image').nullable()
      table.string('language', 10).nullable()
      table.string('country', 2).nullable()
      table.string('timezone', 64).notNullable().defaultTo('UTC')
      table.timestamp('email_verified_at').nullable()
      table.timestamp('banned_at').nullable()
      table.text('two_factor_secret').nullable()
      table.text('two_factor_recovery_codes').nullable()
      table.timestamp('two_factor_confirmed_at').nullable()
      table.timestamp('created_at').nullable()
      table.timestamp('updated_at').nullable()
    })

    this.schema.createTable('roles', (table) => {
      table.increments('id')
      table.string('name', 100).notNullable().unique()
      table.string('description').nullable()
      // The role whose permissions apply to logged-out visitors.
      table.boolean('guests').notNullable().defaultTo(false)
      // The role every new account receives.
      table.boolean('default').notNullable().defaultTo(false)
      table.timestamp('created_at').nullable()
      table.timestamp('updated_at').nullable()
    })

    this.schema.createTable('permissions', (table) => {
      table.increments('id')
      table.string('name', 191).notNullable().unique()
      table.string('display_name').notNullable()
      table.string('group', 100).notNullable()
      table.string('description').nullable()
      table.text('restrictions').nullable()
      table.timestamp('created_at').nullable()
      table.timestamp('updated_at').nullable()
    })

    this.schema.createTable('role_permissions', (table) => {
      table.integer('role_id').unsigned().notNullable().references('id').inTable('roles').onDelete('CASCADE')
      table.integer('permission_id').unsigned().notNullable().references('id').inTable('permissions').onDelete('CASCADE')
      table.text('restrictions').nullable()
      table.primary(['role_id', 'permission_id'])
    })

    this.schema.createTable('user_roles', (table) => {
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('role_id').unsigned().notNullable().references('id').inTable('roles').onDelete('CASCADE')
      table.timestamp('created_at').nullable()
      table.primary(['user_id', 'role_id'])
    })
  }

  async down() {
    for (const table of ['user_roles', 'role_permissions', 'permissions', 'roles', 'users']) {
      this.schema.dropTable(table)
    }
  }
}
