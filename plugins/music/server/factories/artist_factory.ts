import factory from '@adonisjs/lucid/factories'
import Artist from '#plugins/music/server/models/artist'

export const ArtistFactory = factory
  .define(Artist, ({ faker }) => ({
    name: `Artist ${faker.string.alphanumeric(8)}`,
    plays: 0,
    followersCount: 0,
    verified: false,
    links: [{ url: 'https://example.com', title: 'Site' }],
  }))
  .build()
