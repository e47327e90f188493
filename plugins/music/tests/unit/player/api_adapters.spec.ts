import { test } from '@japa/runner'
import { ApiPlayReporter } from '../../../web/player/api/api_play_reporter.js'
import { ApiRadioSource } from '../../../web/player/api/api_radio_source.js'
import { streamUrl, toPlayerTrack } from '../../../web/player/api/player_track.js'

const summary = (id: number) => ({
  id,
  name: `Song ${id}`,
  duration: 187_500,
  image: null,
  album: { id: 4, name: 'Blue', image: '/covers/blue.jpg' },
  artists: [{ id: 2, name: 'Ada', image: '/a.jpg' }],
  plays: 10,
})

test.group('Player API adapters', () => {
  test('a track summary becomes a player track', ({ assert }) => {
    assert.deepEqual(toPlayerTrack(summary(1)), {
      id: 1,
      name: 'Song 1',
      artists: [{ id: 2, name: 'Ada' }],
      album: { id: 4, name: 'Blue' },
      image: '/covers/blue.jpg',
      duration: 187.5,
      src: '/api/v1/music/tracks/1/stream',
    })
    assert.deepInclude(
      toPlayerTrack({ ...summary(2), image: '/own.jpg', duration: null, album: null }),
      { image: '/own.jpg', duration: null, album: null }
    )
    assert.equal(streamUrl(9), '/api/v1/music/tracks/9/stream')
  })

  test('radio pages through the endless queue, one cursor per seed', async ({ assert }) => {
    const calls: Array<{ path: string; cursor: unknown }> = []
    let page = 0
    const radio = new ApiRadioSource({
      get: async <T>(path: string, options?: { query?: Record<string, unknown> }) => {
        calls.push({ path, cursor: options?.query?.cursor })
        page++
        return { tracks: [summary(page)], next_cursor: `c${page}` } as T
      },
    })
    const first = await radio.tracks({ type: 'artist', id: 5 })
    await radio.tracks({ type: 'artist', id: 5 })
    await radio.tracks({ type: 'genre', id: 'hip hop' })
    assert.equal(first[0].src, '/api/v1/music/tracks/1/stream')
    assert.deepEqual(calls, [
      { path: 'music/radio/artist/5', cursor: undefined },
      { path: 'music/radio/artist/5', cursor: 'c1' },
      { path: 'music/radio/genre/hip%20hop', cursor: undefined },
    ])
  })

  test('a listen is posted with its listened milliseconds', async ({ assert }) => {
    const posts: unknown[] = []
    const reporter = new ApiPlayReporter({
      post: async <T>(path: string, body?: unknown) => {
        posts.push([path, body])
        return null as T
      },
    })
    await reporter.report(12, 30_250)
    assert.deepEqual(posts, [['music/tracks/12/plays', { listened_ms: 30_250 }]])
  })
})
