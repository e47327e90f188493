import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Workspaces (teams owning content together), their members with a role,
 * and pending invitations by email. The personal space (id 0) is no row:
 * content outside any workspace has a null `workspace_id`.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('workspaces', (table) => {
      table.increments('id')
      table.string('name', 100).notNullable()
      table.integer('owner_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['owner_id'])
    })
    this.schema.createTable('workspace_members', (table) => {
      table.increments('id')
      table.integer('workspace_id').unsigned().notNullable().references('id').inTable('workspaces').onDelete('CASCADE')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      // owner, admin, editor or member (shared/workspace_roles.ts).
      table.string('role', 20).notNullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['workspace_id', 'user_id'])
      // "My workspaces" and the content policies read by person.
      table.index(['user_id', 'workspace_id'])
    })
    this.schema.createTable('workspace_invites', (table) => {
      // A random UUID: the invitation link carries it.
      table.string('id', 36).primary()
      table.integer('workspace_id').unsigned().notNullable().references('id').inTable('workspaces').onDelete('CASCADE')
      // 191 characters: the longest string a unique index takes on MySQL's utf8mb4.
      table.string('email', 191).notNullable()
      table.string('role', 20).notNullable()
      table.integer('invited_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('expires_at').notNullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['workspace_id', 'email'])
      table.index(['email'])
    })
  }

  async down() {
    this.schema.dropTable('workspace_invites')
    this.schema.dropTable('workspace_members')
    this.schema.dropTable('workspaces')
  }
}
