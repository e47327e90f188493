import { test } from '@japa/runner'
import { Random } from '#plugins/music/server/generator/random'
import { planFor } from '#plugins/music/server/generator/catalogue_generator'
import { albumName, artistName, trackName } from '#plugins/music/server/generator/names'

test.group('Synthetic catalogue', () => {
  test('the seeded generator repeats itself for a seed and differs across seeds', ({ assert }) => {
    const draw = (seed: string) => {
      const random = new Random(seed)
      return Array.from({ length: 20 }, () => random.int(0, 1000))
    }
    assert.deepEqual(draw('a'), draw('a'))
    assert.notDeepEqual(draw('a'), draw('b'))
  })

  test('skewed picks favour the first items, as popularity does', ({ assert }) => {
    const random = new Random('skew')
    const hits = new Array(1000).fill(0)
    for (let i = 0; i < 100_000; i++) hits[random.skewed(1000)]++
    assert.isAbove(hits[0], hits[10] * 5)
    assert.isAbove(hits.slice(0, 100).reduce((sum, n) => sum + n, 0), 60_000)
    assert.isAbove(hits[999] + hits[998] + hits[997], 0)
  })

  test('every count scales with the number of tracks', ({ assert }) => {
    assert.deepEqual(planFor(1_000_000), {
      tracks: 1_000_000,
      artists: 100_000,
      albums: 150_000,
      users: 10_000,
      plays: 5_000_000,
      trackLikes: 1_000_000,
      albumLikes: 100_000,
      artistLikes: 50_000,
      follows: 50_000,
      playlists: 20_000,
    })
    const tenth = planFor(100_000)
    assert.equal(tenth.artists, 10_000)
    assert.equal(tenth.users, 1_000)
    assert.equal(tenth.plays, 500_000)
  })

  test('names are plausible and varied', ({ assert }) => {
    const random = new Random('names')
    const artists = new Set(Array.from({ length: 200 }, () => artistName(random)))
    assert.isAbove(artists.size, 150)
    for (const name of [...artists, albumName(random), trackName(random)]) assert.match(name, /^[\p{L}\p{N}][\p{L}\p{N} ,.&()'-]*$/u)
  })
})
