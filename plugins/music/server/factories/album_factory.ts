import factory from '@adonisjs/lucid/factories'
import { DateTime } from 'luxon'
import Album from '#plugins/music/server/models/album'

/** Public albums without an owner (the catalogue's, not an artist's upload). */
export const AlbumFactory = factory
  .define(Album, ({ faker }) => ({
    name: `Album ${faker.string.alphanumeric(8)}`,
    releaseDate: DateTime.fromISO('2024-01-01'),
    public: true,
    ownerId: null,
    plays: 0,
  }))
  .build()
