import factory from '@adonisjs/lucid/factories'
import Playlist from '#plugins/music/server/models/playlist'

/** Public, not collaborative, empty playlists; merge the `ownerId`. */
export const PlaylistFactory = factory
  .define(Playlist, ({ faker }) => ({
    name: `Playlist ${faker.string.alphanumeric(8)}`,
    public: true,
    collaborative: false,
    plays: 0,
    tracksCount: 0,
  }))
  .build()
