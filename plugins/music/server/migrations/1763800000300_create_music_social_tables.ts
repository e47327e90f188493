import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * What people do with the catalogue: comments, likes, follows, reposts and
 * plays (the data behind history and insights), plus public profiles.
 * Polymorphic `*_type` columns hold 'track', 'album', 'artist' or 'user'.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('comments', (table) => {
      table.increments('id')
      table.string('commentable_type', 20).notNullable()
      table.integer('commentable_id').unsigned().notNullable()
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE').index()
      table.integer('parent_id').unsigned().nullable().references('id').inTable('comments').onDelete('CASCADE').index()
      table.text('content').notNullable()
      // Playback position in seconds the comment refers to.
      table.integer('position').unsigned().nullable()
      table.timestamp('created_at').nullable()
      table.timestamp('updated_at').nullable()
      table.index(['commentable_type', 'commentable_id', 'id'])
    })

    this.schema.createTable('likes', (table) => {
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('likeable_type', 20).notNullable()
      table.integer('likeable_id').unsigned().notNullable()
      table.timestamp('created_at').nullable()
      table.primary(['user_id', 'likeable_type', 'likeable_id'])
      table.index(['user_id', 'likeable_type', 'created_at'])
      table.index(['likeable_type', 'likeable_id'])
    })

    this.schema.createTable('follows', (table) => {
      table.integer('follower_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('followable_type', 20).notNullable()
      table.integer('followable_id').unsigned().notNullable()
      table.timestamp('created_at').nullable()
      table.primary(['follower_id', 'followable_type', 'followable_id'])
      table.index(['follower_id', 'followable_type', 'created_at'])
      table.index(['followable_type', 'followable_id', 'created_at'])
    })

    this.schema.createTable('reposts', (table) => {
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('repostable_type', 20).notNullable()
      table.integer('repostable_id').unsigned().notNullable()
      table.timestamp('created_at').nullable()
      table.primary(['user_id', 'repostable_type', 'repostable_id'])
      table.index(['user_id', 'created_at'])
      table.index(['repostable_type', 'repostable_id'])
    })

    this.schema.createTable('plays', (table) => {
      table.increments('id')
      table.integer('track_id').unsigned().notNullable().references('id').inTable('tracks').onDelete('CASCADE')
      table.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      // Anonymous listeners: a random id kept in a cookie.
      table.string('visitor_id', 64).nullable()
      table.integer('listened_ms').unsigned().nullable()
      table.string('platform', 50).nullable()
      table.string('device', 20).nullable()
      table.string('country', 2).nullable()
      table.timestamp('created_at').notNullable()
      // History (per user), insights (per track, by date) and co-listening (users per track).
      table.index(['user_id', 'created_at'])
      table.index(['visitor_id', 'created_at'])
      table.index(['track_id', 'created_at'])
      table.index(['track_id', 'user_id'])
      table.index(['created_at'])
    })

    this.schema.createTable('profiles', (table) => {
      table.integer('user_id').unsigned().primary().references('id').inTable('users').onDelete('CASCADE')
      table.string('display_name', 191).nullable()
      table.text('bio').nullable()
      // JSON array of {url, title}.
      table.text('links').nullable()
      table.string('header_image', 1000).nullable()
      table.string('city', 100).nullable()
      table.string('country', 2).nullable()
      table.timestamp('created_at').nullable()
      table.timestamp('updated_at').nullable()
    })
  }

  async down() {
    for (const table of ['profiles', 'plays', 'reposts', 'follows', 'likes', 'comments']) this.schema.dropTable(table)
  }
}
