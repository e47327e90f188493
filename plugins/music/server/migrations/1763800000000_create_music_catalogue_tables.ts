import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The catalogue: artists, albums, tracks and how they link, plus genres, tags
 * (both polymorphic over artists/albums/tracks), lyrics and waveforms. Track
 * rows stay light: waveform peaks and lyrics live in their own tables.
 * Polymorphic `*_type` columns hold the short names 'artist', 'album', 'track'.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('artists', (table) => {
      table.increments('id')
      table.string('name', 191).notNullable().index()
      table.string('image', 1000).nullable()
      table.text('biography').nullable()
      // JSON array of {url, title}.
      table.text('links').nullable()
      table.boolean('verified').notNullable().defaultTo(false)
      // Counters kept by the actions that change them, so pages never count rows.
      table.integer('plays').unsigned().notNullable().defaultTo(0).index()
      table.integer('followers_count').unsigned().notNullable().defaultTo(0)
      table.timestamp('created_at').nullable()
      table.timestamp('updated_at').nullable()
    })

    // Users who manage an artist page (backstage).
    this.schema.createTable('artist_user', (table) => {
      table.integer('artist_id').unsigned().notNullable().references('id').inTable('artists').onDelete('CASCADE')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.timestamp('created_at').nullable()
      table.primary(['artist_id', 'user_id'])
      table.index(['user_id'])
    })

    this.schema.createTable('albums', (table) => {
      table.increments('id')
      table.string('name', 191).notNullable().index()
      table.date('release_date').nullable().index()
      table.string('image', 1000).nullable()
      table.text('description').nullable()
      table.integer('plays').unsigned().notNullable().defaultTo(0).index()
      table.boolean('public').notNullable().defaultTo(true)
      table.integer('owner_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL').index()
      table.timestamp('created_at').nullable().index()
      table.timestamp('updated_at').nullable()
    })

    this.schema.createTable('album_artist', (table) => {
      table.integer('album_id').unsigned().notNullable().references('id').inTable('albums').onDelete('CASCADE')
      table.integer('artist_id').unsigned().notNullable().references('id').inTable('artists').onDelete('CASCADE')
      table.smallint('position').unsigned().notNullable().defaultTo(0)
      table.primary(['album_id', 'artist_id'])
      table.index(['artist_id', 'album_id'])
    })

    this.schema.createTable('tracks', (table) => {
      table.increments('id')
      table.string('name', 191).notNullable().index()
      table.smallint('number').unsigned().nullable()
      // Milliseconds.
      table.integer('duration').unsigned().nullable()
      table.integer('album_id').unsigned().nullable().references('id').inTable('albums').onDelete('SET NULL')
      // A path on the Drive `uploads` disk, or an absolute http(s) URL.
      table.string('src', 1000).nullable()
      // sha256 of the audio bytes: the importer skips files it already has.
      table.string('file_hash', 64).nullable().unique()
      table.string('mime', 100).nullable()
      table.integer('bitrate').unsigned().nullable()
      table.string('image', 1000).nullable()
      table.text('description').nullable()
      table.integer('plays').unsigned().notNullable().defaultTo(0).index()
      table.boolean('public').notNullable().defaultTo(true)
      table.integer('owner_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL').index()
      table.timestamp('created_at').nullable().index()
      table.timestamp('updated_at').nullable()
      table.index(['album_id', 'number'])
    })

    this.schema.createTable('artist_track', (table) => {
      table.integer('track_id').unsigned().notNullable().references('id').inTable('tracks').onDelete('CASCADE')
      table.integer('artist_id').unsigned().notNullable().references('id').inTable('artists').onDelete('CASCADE')
      table.smallint('position').unsigned().notNullable().defaultTo(0)
      table.primary(['track_id', 'artist_id'])
      table.index(['artist_id', 'track_id'])
    })

    // Seekbar peaks (JSON array of 0..1 numbers), read only by the track page and player.
    this.schema.createTable('track_waveforms', (table) => {
      table.integer('track_id').unsigned().primary().references('id').inTable('tracks').onDelete('CASCADE')
      table.text('peaks').notNullable()
    })

    this.schema.createTable('lyrics', (table) => {
      table.increments('id')
      table.integer('track_id').unsigned().notNullable().unique().references('id').inTable('tracks').onDelete('CASCADE')
      table.text('text').notNullable()
      table.boolean('is_synced').notNullable().defaultTo(false)
      // JSON array of {time (ms), text} when synced.
      table.text('timed').nullable()
      table.timestamp('created_at').nullable()
      table.timestamp('updated_at').nullable()
    })

    this.schema.createTable('genres', (table) => {
      table.increments('id')
      table.string('name', 100).notNullable().unique()
      table.string('display_name', 191).nullable()
      table.string('image', 1000).nullable()
      table.integer('popularity').unsigned().notNullable().defaultTo(0)
      table.timestamp('created_at').nullable()
      table.timestamp('updated_at').nullable()
    })

    this.schema.createTable('genreables', (table) => {
      table.integer('genre_id').unsigned().notNullable().references('id').inTable('genres').onDelete('CASCADE')
      table.string('genreable_type', 20).notNullable()
      table.integer('genreable_id').unsigned().notNullable()
      table.primary(['genre_id', 'genreable_type', 'genreable_id'])
      table.index(['genreable_type', 'genreable_id'])
    })

    this.schema.createTable('tags', (table) => {
      table.increments('id')
      table.string('name', 100).notNullable().unique()
      table.string('display_name', 191).nullable()
      table.timestamp('created_at').nullable()
      table.timestamp('updated_at').nullable()
    })

    this.schema.createTable('taggables', (table) => {
      table.integer('tag_id').unsigned().notNullable().references('id').inTable('tags').onDelete('CASCADE')
      table.string('taggable_type', 20).notNullable()
      table.integer('taggable_id').unsigned().notNullable()
      table.primary(['tag_id', 'taggable_type', 'taggable_id'])
      table.index(['taggable_type', 'taggable_id'])
    })
  }

  async down() {
    for (const table of [
      'taggables',
      'tags',
      'genreables',
      'genres',
      'lyrics',
      'track_waveforms',
      'artist_track',
      'tracks',
      'album_artist',
      'albums',
      'artist_user',
      'artists',
    ]) {
      this.schema.dropTable(table)
    }
  }
}
