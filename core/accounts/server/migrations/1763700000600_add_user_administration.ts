import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * What the admin's user screens keep beyond the account itself: why an
 * account was suspended, and permissions given to one person directly
 * (with their own restrictions), besides those of their roles.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('users', (table) => {
      table.string('ban_reason', 500).nullable()
    })

    this.schema.createTable('user_permissions', (table) => {
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('permission_id').unsigned().notNullable().references('id').inTable('permissions').onDelete('CASCADE')
      // JSON list of { name, value }, as role_permissions.restrictions.
      table.text('restrictions').nullable()
      table.primary(['user_id', 'permission_id'])
    })
  }

  async down() {
    this.schema.dropTable('user_permissions')
    this.schema.alterTable('users', (table) => {
      table.dropColumn('ban_reason')
    })
  }
}
