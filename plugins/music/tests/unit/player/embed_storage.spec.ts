import { test } from '@japa/runner'
import { FakeClock } from '../../../../../tests/unit/web/helpers/fake_clock.js'
import type { KeyValueStorage } from '../../../web/player/adapters/local_storage_player_storage.js'
import { playerStorageForPage } from '../../../web/player/adapters/player_storage_for_page.js'
import { PlayerEngine } from '../../../web/player/engine/player_engine.js'
import { isEmbedPath } from '../../../shared/urls.js'
import { FakeAudio, FakeMediaSession, FakePlays, FakeRadio, tracks } from './fakes.js'

/** localStorage as a Map, shared by the app's player and an embed's, like two documents of one origin. */
class MapStorage implements KeyValueStorage {
  entries = new Map<string, string>()
  getItem(key: string) {
    return this.entries.get(key) ?? null
  }
  setItem(key: string, value: string) {
    this.entries.set(key, value)
  }
  removeItem(key: string) {
    this.entries.delete(key)
  }
}

function playerAt(pathname: string, storage: KeyValueStorage) {
  return new PlayerEngine({
    audio: new FakeAudio(),
    storage: playerStorageForPage(pathname, storage),
    mediaSession: new FakeMediaSession(),
    radio: new FakeRadio(),
    plays: new FakePlays(),
    clock: new FakeClock(),
  })
}

test.group('Player storage | embeds', () => {
  test('embed routes are told apart from the pages they are cut from', ({ assert }) => {
    assert.isTrue(isEmbedPath('/track/4/blue-tiles/embed'))
    assert.isTrue(isEmbedPath('/album/7/lumen-ash/night-drive/embed'))
    assert.isTrue(isEmbedPath('/track/4/blue-tiles/embed/'))
    assert.isFalse(isEmbedPath('/track/4/blue-tiles'))
    assert.isFalse(isEmbedPath('/track/4/blue-tiles/lyrics'))
    assert.isFalse(isEmbedPath('/album/7/lumen-ash/night-drive'))
    assert.isFalse(isEmbedPath('/playlist/3/embed'))
    assert.isFalse(isEmbedPath('/'))
  })

  test("playing in an embed leaves the app's saved queue, position and volume alone", ({
    assert,
  }) => {
    const storage = new MapStorage()
    const app = playerAt('/album/7/lumen-ash/night-drive', storage)
    app.playNow(tracks(1, 2, 3), 1, { type: 'album', id: 7, name: 'Night Drive' })
    app.setVolume(0.4)
    app.persist()
    const saved = new Map(storage.entries)
    assert.isAbove(saved.size, 0)

    const embed = playerAt('/track/9/other-song/embed', storage)
    assert.lengthOf(embed.getSnapshot().queue, 0, 'the embed does not pick up the listener queue')
    embed.playNow(tracks(9), 0, { type: 'track', id: 9, name: 'Other Song' })
    embed.setVolume(1)
    embed.seek(42)
    embed.persist()
    assert.deepEqual(embed.getSnapshot().current?.track.id, 9)
    assert.deepEqual(storage.entries, saved)

    const reopened = playerAt('/', storage)
    assert.deepEqual(
      reopened.getSnapshot().queue.map((entry) => entry.track.id),
      [1, 2, 3]
    )
    assert.equal(reopened.getSnapshot().current?.track.id, 2)
    assert.equal(reopened.getSnapshot().volume, 0.4)
  })
})
