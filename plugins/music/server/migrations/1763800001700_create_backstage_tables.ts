import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Backstage (issue 17): who manages which artist, with a role, and the
 * artist requests people send to become, claim or verify an artist.
 */
export default class extends BaseSchema {
  async up() {
    // 'owner' for people an approved request linked; other roles come with team management.
    this.schema.alterTable('artist_user', (table) => {
      table.string('role', 20).notNullable().defaultTo('owner')
    })

    this.schema.createTable('backstage_requests', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      // become-artist, claim-artist or verify-artist.
      table.string('type', 20).notNullable()
      // The artist claimed or to verify; for become-artist, the one approval created.
      table.integer('artist_id').unsigned().nullable().references('id').inTable('artists').onDelete('SET NULL')
      // The new artist's name, or the claimed artist's name when the request was sent.
      table.string('artist_name', 191).notNullable().index()
      // What the person is to the artist: artist, manager, label, other.
      table.string('role', 20).notNullable()
      table.string('company', 191).nullable()
      // JSON array of {url, title}.
      table.text('links').nullable()
      // JSON array of file entry ids (proof), owned by the person.
      table.text('attachments').nullable()
      table.text('message').nullable()
      // pending, approved or denied.
      table.string('status', 20).notNullable().defaultTo('pending')
      table.text('reason').nullable()
      table.integer('decided_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('decided_at').nullable()
      // "<user>:<artist id or new name>" while pending, null once decided: one pending request per artist per person, race-free on both databases.
      table.string('pending_key', 220).nullable().unique()
      table.timestamp('created_at').notNullable().index()
      table.timestamp('updated_at').nullable()
      table.index(['user_id', 'created_at'])
      table.index(['status', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable('backstage_requests')
    this.schema.alterTable('artist_user', (table) => {
      table.dropColumn('role')
    })
  }
}
