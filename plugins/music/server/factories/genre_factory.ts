import factory from '@adonisjs/lucid/factories'
import Genre from '#plugins/music/server/models/genre'

export const GenreFactory = factory
  .define(Genre, ({ faker }) => {
    const name = `genre ${faker.string.alphanumeric(8).toLowerCase()}`
    return { name, displayName: name.replace(/\b\w/g, (letter) => letter.toUpperCase()), popularity: 0 }
  })
  .build()
