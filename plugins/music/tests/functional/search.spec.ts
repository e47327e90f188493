import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { api, guestSession, signedInSession } from '../helpers/music_session.js'
import {
  makeAlbum,
  makeArtist,
  makePlaylist,
  makeTag,
  makeTrack,
} from '../helpers/catalogue_factory.js'
import { sqlNow } from '#plugins/music/server/services/shared/time'
import { dropReads } from '#core/kernel/cache/read_cache'

const search = async (
  query: string,
  type = 'all',
  session?: Awaited<ReturnType<typeof guestSession>>
) =>
  (session ?? (await guestSession())).get(
    api(`search?query=${encodeURIComponent(query)}&type=${type}`)
  )

test.group('Music API: search', () => {
  test('diacritics fold both ways and words match as prefixes', async ({ assert }) => {
    const artist = await makeArtist({ name: 'Beyoncé Knowlesfold' })
    const plain = await makeArtist({ name: 'Zoe Quixotic' })
    assert.deepEqual(
      (await search('Beyonce', 'artists')).body().pagination.data.map((a: any) => a.id),
      [artist.id]
    )
    assert.deepEqual(
      (await search('knowles', 'artists')).body().pagination.data.map((a: any) => a.id),
      [artist.id]
    )
    assert.deepEqual(
      (await search('Zoë quix', 'artists')).body().pagination.data.map((a: any) => a.id),
      [plain.id]
    )
  })

  test('exact and starting matches first, then the most played', async ({ assert }) => {
    const tail = await makeTrack({ name: 'Ocean Marmalade Tail', plays: 1000 })
    const exact = await makeTrack({ name: 'Marmalade', plays: 1 })
    const startsQuiet = await makeTrack({ name: 'Marmalade Sky', plays: 5 })
    const startsLoud = await makeTrack({ name: 'Marmalade Sun', plays: 50 })
    const ids = (await search('marmalade', 'tracks')).body().pagination.data.map((t: any) => t.id)
    assert.deepEqual(ids, [exact.id, startsLoud.id, startsQuiet.id, tail.id])
  })

  test('only the last word matches as a prefix, while it is typed', async ({ assert }) => {
    const dreams = await makeTrack({ name: 'Lucidzz Dreamszz' })
    const ids = async (query: string) =>
      (await search(query, 'tracks')).body().pagination.data.map((t: any) => t.id)
    assert.deepEqual(await ids('lucidzz dre'), [dreams.id])
    assert.deepEqual(await ids('Lucidzz DREAMSZZ'), [dreams.id])
    // An earlier word is finished: it matches whole words only.
    assert.deepEqual(await ids('lucid dreamszz'), [])
    // A space after the last word finishes it too; the exact words still match.
    assert.deepEqual(await ids('lucidzz dre '), [])
    assert.deepEqual(await ids('lucidzz dreamszz '), [dreams.id])
    // The all tab and the result caches tell the typed prefix from the finished word apart.
    assert.lengthOf((await search('lucidzz dre ')).body().results.tracks, 0)
    assert.deepEqual(
      (await search('lucidzz dre')).body().results.tracks.map((t: any) => t.id),
      [dreams.id]
    )
    assert.equal((await search('   ')).status(), 422)
  })

  test('short queries and type-ahead prefixes', async ({ assert }) => {
    const artist = await makeArtist({ name: 'Xy Quartzband' })
    assert.include(
      (await search('xy', 'artists')).body().pagination.data.map((a: any) => a.id),
      artist.id
    )
    assert.include(
      (await search('quar', 'artists')).body().pagination.data.map((a: any) => a.id),
      artist.id
    )
  })

  test('one-letter words match whole words only', async ({ assert }) => {
    const whole = await makeArtist({ name: 'Q Zephyrmarch' })
    const longer = await makeArtist({ name: 'Quasar Zephyrmarch' })
    const ids = (await search('q zephyrm', 'artists')).body().pagination.data.map((a: any) => a.id)
    assert.equal(ids[0], whole.id)
    // InnoDB FULLTEXT does not index one-letter words at all: MySQL only ranks the longer name lower.
    if (db.connection().dialect.name !== 'mysql') assert.notInclude(ids, longer.id)
  })

  test('a common word still brings its most played match, beyond the newest matches ranked', async ({
    assert,
  }) => {
    const word = `Glimmer${Math.random().toString(36).slice(2, 7)}`
    const hit = await makeTrack({ name: `${word} Anthem`, plays: 100_000 })
    const { clearPopularHeads } = await import('#plugins/music/server/search/popular_head')
    clearPopularHeads()
    const now = sqlNow()
    // More newer matches than a search ranks: the hit is found through the most played rows.
    await db
      .table('tracks')
      .multiInsert(
        Array.from({ length: 260 }, (_, i) => ({
          name: `${word} Song ${i}`,
          plays: i,
          public: true,
          created_at: now,
          updated_at: now,
        }))
      )
    const ids = (await search(word.toLowerCase(), 'tracks'))
      .body()
      .pagination.data.map((t: any) => t.id)
    assert.equal(ids[0], hit.id)
  })

  test("the all tab's results of a type are the first of its tab, however far down the most played rows the better match is", async ({
    assert,
  }) => {
    const word = `Quorl${Math.random().toString(36).slice(2, 7)}`
    const { clearPopularHeads } = await import('#plugins/music/server/search/popular_head')
    // Ten more played rows holding the word, one less played row starting with it, and more newer matches than a search ranks.
    for (let i = 0; i < 10; i++) await makeTrack({ name: `Song ${word} ${i}`, plays: 1000 + i })
    const starting = await makeTrack({ name: `${word} Anthem`, plays: 10 })
    const now = sqlNow()
    await db
      .table('tracks')
      .multiInsert(
        Array.from({ length: 210 }, (_, i) => ({
          name: `Tune ${word} ${i}`,
          plays: 0,
          public: true,
          created_at: now,
          updated_at: now,
        }))
      )
    clearPopularHeads()
    const all = (await search(word.toLowerCase())).body().results.tracks.map((t: any) => t.id)
    const tab = (await search(word.toLowerCase(), 'tracks'))
      .body()
      .pagination.data.map((t: any) => t.id)
    assert.equal(all[0], starting.id)
    assert.lengthOf(all, 8)
    assert.deepEqual(all, tab.slice(0, 8))
  })

  test("a row the popular head does not hold still comes first when it matches better or is the viewer's own", async ({
    assert,
  }) => {
    const word = `Vorpl${Math.random().toString(36).slice(2, 7)}`
    const { user, session } = await signedInSession()
    const { clearPopularHeads } = await import('#plugins/music/server/search/popular_head')
    // Enough played rows starting with the word to fill the all tab from the head.
    for (let i = 0; i < 9; i++) await makeTrack({ name: `${word} Song ${i}`, plays: 1000 + i })
    clearPopularHeads()
    await search(word.toLowerCase())
    // Rows added since the head was loaded: named exactly like the query (in another case), and the viewer's own private one.
    const exact = await makeTrack({
      name: `${word.charAt(0).toLowerCase()}${word.slice(1).toUpperCase()}`,
      plays: 0,
    })
    const mine = await makeTrack({
      name: `${word} Secret`,
      plays: 1_000_000,
      public: false,
      ownerId: user.id,
    })
    // Factories write outside requests: the test drops the kept results itself (docs/plugins.md, "Read caches").
    await dropReads()
    const guest = (await search(word.toLowerCase())).body().results.tracks.map((t: any) => t.id)
    assert.equal(guest[0], exact.id)
    assert.notInclude(guest, mine.id)
    const own = (await search(word.toLowerCase(), 'all', session))
      .body()
      .results.tracks.map((t: any) => t.id)
    assert.deepEqual(own.slice(0, 2), [exact.id, mine.id])
  })

  test('a new row starting with the query comes before more played rows that only hold it', async ({
    assert,
  }) => {
    const word = `Wexl${Math.random().toString(36).slice(2, 7)}`
    const { clearPopularHeads } = await import('#plugins/music/server/search/popular_head')
    for (let i = 0; i < 9; i++) await makeTrack({ name: `Song ${word} ${i}`, plays: 1000 + i })
    clearPopularHeads()
    await search(word.toLowerCase())
    // Added since the head was loaded: only the full-text matches can bring it.
    const fresh = await makeTrack({ name: `${word} Fresh`, plays: 0 })
    await dropReads()
    const all = (await search(word.toLowerCase())).body().results.tracks.map((t: any) => t.id)
    assert.equal(all[0], fresh.id)
    assert.deepEqual(
      all,
      (await search(word.toLowerCase(), 'tracks'))
        .body()
        .pagination.data.map((t: any) => t.id)
        .slice(0, 8)
    )
  })

  test('types ranked by age among equal matches: an older name starting with the query comes before newer ones holding it', async ({
    assert,
  }) => {
    const word = `tagq${Math.random().toString(36).slice(2, 7)}`
    const starting = await makeTag(`${word} alpha`)
    for (let i = 0; i < 9; i++) await makeTag(`beta ${word} ${i}`)
    const all = (await search(word)).body().results.tags.map((t: any) => t.id)
    const tab = (await search(word, 'tags')).body().pagination.data.map((t: any) => t.id)
    assert.equal(all[0], starting.id)
    assert.deepEqual(all, tab.slice(0, 8))
  })

  test('past its walk budget, the SQLite driver gives the names starting with the query, in any case', async ({
    assert,
  }) => {
    if (db.connection().dialect.name === 'mysql') return
    const word = `Plimb${Math.random().toString(36).slice(2, 7)}`
    const names = [
      `${word} Dreamers`,
      `${word.toLowerCase()} dream pop`,
      `${word.toUpperCase()} DREAM`,
      `${word} dREAM Machine`,
      `Dream ${word}`,
      `${word} Drift`,
    ]
    const ids = await Promise.all(names.map(async (name) => (await makeTrack({ name })).id))
    const { SqliteFtsDriver } = await import('#core/search/server/drivers/sqlite_fts_driver')
    const { SEARCHABLES } = await import('#plugins/music/server/search/searchables')
    const { queryTerms } = await import('#core/search/server/query_terms')
    const found = async (query: string) => {
      const [sql, bindings] = await new SqliteFtsDriver().candidates(
        SEARCHABLES.tracks,
        queryTerms(query),
        200,
        { walk: 2, limit: 1, cap: 50 }
      )
      return (await db.rawQuery(sql, bindings as any[])).map((row: any) => row.id).sort()
    }
    assert.deepEqual(await found(`${word} dream`), ids.slice(0, 4).sort())
    // A finished last word is a whole word (the exact name is the exact-name lookup's).
    assert.deepEqual(await found(`${word} dream `), [ids[1], ids[3]].sort())
  })

  test('the all tab groups every type; private items only for their owner', async ({ assert }) => {
    const { user, session } = await signedInSession({ firstName: 'Velvetine' })
    await makeArtist({ name: 'Velvetine Artist' })
    await makeAlbum({ name: 'Velvetine Album' })
    await makeTrack({ name: 'Velvetine Track' })
    const hidden = await makeTrack({ name: 'Velvetine Secret', public: false, ownerId: user.id })
    await makePlaylist(user.id, { name: 'Velvetine Mix' })
    await makeTag('velvetine')
    const all = (await search('velvetine')).body()
    assert.equal(all.type, 'all')
    for (const type of ['artists', 'albums', 'tracks', 'playlists', 'users', 'tags'])
      assert.isAbove(all.results[type].length, 0, type)
    assert.notInclude(
      all.results.tracks.map((t: any) => t.id),
      hidden.id
    )
    const mine = (await search('velvetine', 'tracks', session))
      .body()
      .pagination.data.map((t: any) => t.id)
    assert.include(mine, hidden.id)
    assert.equal(all.results.users[0].id, user.id)
  })

  test('paginates, validates, and treats operators as text', async ({ assert }) => {
    for (let i = 0; i < 3; i++) await makeArtist({ name: `Paginata ${i}` })
    const first = (
      await (await guestSession()).get(api('search?query=paginata&type=artists&perPage=2'))
    ).body().pagination
    assert.lengthOf(first.data, 2)
    assert.equal(first.next_page, 2)
    assert.equal((await search('', 'artists')).status(), 422)
    assert.equal((await search('x', 'planets')).status(), 422)
    for (const query of ['"unbalanced', 'a AND OR NOT', '*', '+-<>()~', 'NEAR(a b)'])
      assert.equal((await search(query)).status(), 200, query)
    assert.lengthOf((await search('%%%', 'artists')).body().pagination.data, 0)
  })

  test('renamed rows are found by their new name only', async ({ assert }) => {
    const artist = await makeArtist({ name: 'Oldnamezz' })
    await db.from('artists').where('id', artist.id).update({ name: 'Newnamezz' })
    assert.lengthOf((await search('oldnamezz', 'artists')).body().pagination.data, 0)
    assert.lengthOf((await search('newnamezz', 'artists')).body().pagination.data, 1)
  })

  test("an artist's name finds their songs too, after the songs named like the query", async ({
    assert,
  }) => {
    const word = `Neonzz${Math.random().toString(36).slice(2, 7)}`
    const { user, session } = await signedInSession()
    const band = await makeArtist({ name: `${word} Harbor`, plays: 100 })
    const quiet = await makeTrack({ name: 'Drift', artists: [band], plays: 5 })
    const loud = await makeTrack({ name: 'Tidewater', artists: [band], plays: 50 })
    const hidden = await makeTrack({
      name: 'Demo',
      artists: [band],
      public: false,
      ownerId: user.id,
    })
    const named = await makeTrack({ name: `${word} Nights`, plays: 1 })
    const { clearPopularHeads } = await import('#plugins/music/server/search/popular_head')
    clearPopularHeads()

    const songs = async (query: string, as?: typeof session) =>
      (await search(query, 'tracks', as)).body().pagination.data.map((track: any) => track.id)
    assert.deepEqual(await songs(word.toLowerCase()), [named.id, loud.id, quiet.id])
    // Their whole name, as typed or finished, and the all tab.
    assert.deepEqual(await songs(`${word} harbor `), [loud.id, quiet.id])
    assert.deepEqual(
      (await search(word.toLowerCase())).body().results.tracks.map((track: any) => track.id),
      [named.id, loud.id, quiet.id]
    )
    // A private song stays its owner's.
    assert.deepEqual(await songs(word.toLowerCase(), session), [
      named.id,
      loud.id,
      quiet.id,
      hidden.id,
    ])
  })
})
