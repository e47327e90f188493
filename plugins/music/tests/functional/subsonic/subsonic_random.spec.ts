import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import type User from '#core/accounts/server/models/user'
import { makeAlbum, makeGenre, makeTrack } from '#plugins/music/tests/helpers/catalogue_factory'
import { countQueries } from '#plugins/music/tests/helpers/query_counter'
import { SubsonicListeners } from '#plugins/music/tests/helpers/subsonic_listeners'

/** A random sort of every eligible row: what the draw (subsonic/random_picks.ts) replaces with index seeks. */
const RANDOM_SORT = /ORDER BY RAND(OM)?\(\)/i

/**
 * getRandomSongs and getAlbumList2 type=random: distinct items the listener
 * may see, a small set given whole, drawn without asking the database to
 * sort every row at random.
 */
test.group('Subsonic: random songs and albums', (group) => {
  const listeners = new SubsonicListeners()
  let listener: User
  let stranger: User

  group.setup(async () => {
    ;[listener, stranger] = await listeners.create(2)
  })

  test('random songs of a genre: all of a small genre, each once, never someone else’s private song', async ({ assert }) => {
    const genre = await makeGenre(`random swing ${randomUUID()}`)
    const shared = await Promise.all(['One', 'Two', 'Three'].map((name) => makeTrack({ name: `Random ${name}`, genres: [genre] })))
    await makeTrack({ name: 'Random Own Demo', genres: [genre], public: false, ownerId: listener.id })
    await makeTrack({ name: 'Random Stranger Demo', genres: [genre], public: false, ownerId: stranger.id })
    const app = listeners.app(listener)

    let whole: string[] = []
    let two: string[] = []
    let any: string[] = []
    const randomSorts = await countQueries(async () => {
      whole = ((await app.getRandomSongs({ size: 500, genre: genre.name })).randomSongs.song ?? []).map((song) => song.title)
      two = ((await app.getRandomSongs({ size: 2, genre: genre.name })).randomSongs.song ?? []).map((song) => song.title)
      any = ((await app.getRandomSongs({ size: 3 })).randomSongs.song ?? []).map((song) => song.id)
    }, RANDOM_SORT)

    assert.sameMembers(whole, [...shared.map((track) => track.name), 'Random Own Demo'])
    assert.lengthOf(two, 2)
    assert.lengthOf(new Set(two), 2)
    assert.includeMembers(whole, two)
    assert.lengthOf(new Set(any), 3)
    assert.equal(randomSorts, 0)
    assert.deepEqual((await app.getRandomSongs({ genre: 'no such genre' })).randomSongs.song ?? [], [])
  })

  test('random albums: distinct, every visible one when asked for more than there are, never someone else’s private album', async ({ assert }) => {
    const names = [`Random Album ${randomUUID()}`, `Random Album ${randomUUID()}`]
    for (const name of names) await makeAlbum({ name })
    const hidden = await makeAlbum({ name: `Random Private ${randomUUID()}`, public: false, ownerId: stranger.id })
    const app = listeners.app(listener)

    let whole: Array<{ id: string; name: string }> = []
    let five: string[] = []
    const randomSorts = await countQueries(async () => {
      whole = (await app.getAlbumList2({ type: 'random', size: 500 })).albumList2.album ?? []
      five = ((await app.getAlbumList2({ type: 'random', size: 5 })).albumList2.album ?? []).map((album) => album.id)
    }, RANDOM_SORT)

    assert.includeMembers(whole.map((album) => album.name), names)
    assert.notInclude(whole.map((album) => album.id), `al-${hidden.id}`)
    assert.lengthOf(new Set(whole.map((album) => album.id)), whole.length)
    assert.lengthOf(new Set(five), Math.min(5, whole.length))
    assert.equal(randomSorts, 0)
  })
})
