import { BaseSchema } from '@adonisjs/lucid/schema'

/** Playlists, their ordered tracks, and the people who collaborate on or follow them. */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('playlists', (table) => {
      table.increments('id')
      table.string('name', 191).notNullable().index()
      table.text('description').nullable()
      table.string('image', 1000).nullable()
      table.boolean('public').notNullable().defaultTo(true)
      table.boolean('collaborative').notNullable().defaultTo(false)
      table.integer('owner_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE').index()
      table.integer('plays').unsigned().notNullable().defaultTo(0).index()
      // Kept by the add/remove actions so a playlist page shows its size without counting.
      table.integer('tracks_count').unsigned().notNullable().defaultTo(0)
      table.timestamp('created_at').nullable()
      table.timestamp('updated_at').nullable()
    })

    this.schema.createTable('playlist_track', (table) => {
      table.integer('playlist_id').unsigned().notNullable().references('id').inTable('playlists').onDelete('CASCADE')
      table.integer('track_id').unsigned().notNullable().references('id').inTable('tracks').onDelete('CASCADE')
      // 1-based, without gaps: the reorder and remove actions renumber.
      table.integer('position').unsigned().notNullable()
      table.integer('added_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('created_at').nullable()
      table.primary(['playlist_id', 'track_id'])
      table.index(['playlist_id', 'position'])
      table.index(['track_id'])
    })

    // role: 'collaborator' (may add tracks) or 'follower' (sees it in their library).
    this.schema.createTable('playlist_user', (table) => {
      table.integer('playlist_id').unsigned().notNullable().references('id').inTable('playlists').onDelete('CASCADE')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('role', 20).notNullable()
      table.timestamp('created_at').nullable()
      table.primary(['playlist_id', 'user_id', 'role'])
      table.index(['user_id', 'role', 'created_at'])
    })
  }

  async down() {
    for (const table of ['playlist_user', 'playlist_track', 'playlists']) this.schema.dropTable(table)
  }
}
