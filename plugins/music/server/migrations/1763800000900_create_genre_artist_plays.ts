import { BaseSchema } from '@adonisjs/lucid/schema'
import {
  FILL_GENRE_ARTIST_PLAYS,
  GENRE_ARTIST_PLAYS,
  createGenreArtistPlaysTriggers,
  dropGenreArtistPlaysTriggers,
} from '../services/catalogue/genre_artist_plays.js'

/**
 * Artist genre links with the artist's plays (services/catalogue/genre_artist_plays.ts):
 * the most played artists of a genre in index order, for the similar artists
 * of the artist page. Kept by triggers, and filled from the existing links.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable(GENRE_ARTIST_PLAYS, (table) => {
      table.integer('genre_id').unsigned().notNullable().references('id').inTable('genres').onDelete('CASCADE')
      table.integer('artist_id').unsigned().notNullable().references('id').inTable('artists').onDelete('CASCADE')
      table.integer('plays').unsigned().notNullable().defaultTo(0)
      table.primary(['genre_id', 'artist_id'])
      table.index(['genre_id', 'plays', 'artist_id'])
      table.index(['artist_id'])
    })
    // Triggers first: on a live MySQL server, a link or counter written while the table fills is not missed.
    for (const statement of createGenreArtistPlaysTriggers(this.db.dialect.name)) this.schema.raw(statement)
    this.schema.raw(FILL_GENRE_ARTIST_PLAYS)
  }

  async down() {
    for (const statement of dropGenreArtistPlaysTriggers()) this.schema.raw(statement)
    this.schema.dropTable(GENRE_ARTIST_PLAYS)
  }
}
