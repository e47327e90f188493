import factory from '@adonisjs/lucid/factories'
import Track from '#plugins/music/server/models/track'

/** Public three-minute MP3 tracks without an album or owner; the file itself is not written. */
export const TrackFactory = factory
  .define(Track, ({ faker }) => ({
    name: `Track ${faker.string.alphanumeric(8)}`,
    albumId: null,
    number: 1,
    duration: 180_000,
    plays: 0,
    public: true,
    ownerId: null,
    src: 'tracks/test.mp3',
    mime: 'audio/mpeg',
  }))
  .build()
