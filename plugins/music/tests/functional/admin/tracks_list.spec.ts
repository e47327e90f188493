import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { ListPage } from '#core/kernel/shared/list_page'
import type { AdminTrackRow } from '#plugins/music/shared/api_types'
import { api, guestSession, signedInSession } from '../../helpers/music_session.js'
import { makeGenre, makePlaylist, makeTrack } from '../../helpers/catalogue_factory.js'

/** A word no other test's tracks carry, so each test searches only its own rows of the shared database. */
const uniqueWord = () => `k${randomUUID().slice(0, 8)}`

async function admin() {
  return (await signedInSession({ admin: true })).session
}

async function listPage(session: Awaited<ReturnType<typeof admin>>, query: Record<string, string | number>) {
  const response = await session.get(api('admin/tracks')).qs(query)
  return { status: response.status(), body: response.body() as ListPage<AdminTrackRow> }
}

test.group('Admin tracks list: GET music/admin/tracks', () => {
  test('guests get 401, people without music.update 403', async ({ assert }) => {
    const { session: member } = await signedInSession()
    assert.equal((await member.get(api('admin/tracks'))).status(), 403)
    assert.equal((await member.get(api('admin/tracks/export'))).status(), 403)
    assert.equal((await member.post(api('admin/tracks/delete')).json({ ids: [1] })).status(), 403)
    const guest = await guestSession()
    assert.equal((await guest.get(api('admin/tracks'))).status(), 401)
  })

  test('keyset pages walk every row once, forwards and back, ties in the sort column broken by id', async ({ assert }) => {
    const word = uniqueWord()
    const plays = [5, 5, 5, 3, 3, 1, 0]
    const tracks = []
    for (const [index, count] of plays.entries()) tracks.push(await makeTrack({ name: `${word} ${index}`, plays: count }))
    const expected = [...tracks].sort((a, b) => b.plays - a.plays || b.id - a.id).map((track) => track.id)
    const session = await admin()

    const forwards: number[] = []
    const cursors: Array<string | null> = []
    let cursor: string | null = null
    do {
      const { status, body } = await listPage(session, { query: word, sort: 'plays', order: 'desc', perPage: 2, ...(cursor ? { cursor } : {}) })
      assert.equal(status, 200)
      assert.isAtMost(body.data.length, 2)
      forwards.push(...body.data.map((row) => row.id))
      cursors.push(body.pagination.prevCursor)
      cursor = body.pagination.nextCursor
    } while (cursor)
    assert.deepEqual(forwards, expected)
    assert.isNull(cursors[0], 'the first page has nothing before it')

    // Back from the last page (7 rows, pages of 2: the last holds one) to the first.
    const last = await listPage(session, { query: word, sort: 'plays', order: 'desc', perPage: 2, cursor: (await listPage(session, { query: word, sort: 'plays', order: 'desc', perPage: 6 })).body.pagination.nextCursor! })
    assert.deepEqual(last.body.data.map((row) => row.id), expected.slice(6))
    const backwards: number[][] = [last.body.data.map((row) => row.id)]
    let previous = last.body.pagination.prevCursor
    while (previous) {
      const { body } = await listPage(session, { query: word, sort: 'plays', order: 'desc', perPage: 2, cursor: previous })
      backwards.unshift(body.data.map((row) => row.id))
      previous = body.pagination.prevCursor
    }
    assert.deepEqual(backwards.flat(), [...expected.slice(0, 6), ...expected.slice(6)])
  })

  test('the date-added sort pages across equal timestamps (text on SQLite, dates on MySQL)', async ({ assert }) => {
    const word = uniqueWord()
    const tracks = []
    for (let index = 0; index < 5; index++) tracks.push(await makeTrack({ name: `${word} ${index}` }))
    const times = ['2021-05-01 10:00:00', '2021-05-01 10:00:00', '2021-05-01 10:00:00', '2022-01-01 00:00:00', '2020-01-01 00:00:00']
    for (const [index, track] of tracks.entries()) await db.from('tracks').where('id', track.id).update({ created_at: times[index] })
    const expected = [tracks[3].id, tracks[2].id, tracks[1].id, tracks[0].id, tracks[4].id]
    const session = await admin()
    const seen: number[] = []
    let cursor: string | null = null
    do {
      const { body } = await listPage(session, { query: word, sort: 'created', order: 'desc', perPage: 2, ...(cursor ? { cursor } : {}) })
      seen.push(...body.data.map((row) => row.id))
      cursor = body.pagination.nextCursor
    } while (cursor)
    assert.deepEqual(seen, expected)
  })

  test('sorts by name both ways, and the row carries what the table shows', async ({ assert }) => {
    const word = uniqueWord()
    const rock = await makeGenre(`rock-${word}`)
    await makeTrack({ name: `${word} b`, genres: [rock] })
    await makeTrack({ name: `${word} a` })
    await makeTrack({ name: `${word} c` })
    const session = await admin()
    const ascending = await listPage(session, { query: word, sort: 'name', order: 'asc' })
    assert.deepEqual(ascending.body.data.map((row) => row.name), [`${word} a`, `${word} b`, `${word} c`])
    const descending = await listPage(session, { query: word, sort: 'name', order: 'desc' })
    assert.deepEqual(descending.body.data.map((row) => row.name), [`${word} c`, `${word} b`, `${word} a`])
    assert.equal(descending.body.data[1].genre, rock.displayName)
    assert.containsSubset(descending.body.data[1], { public: true })
    assert.isNull(descending.body.pagination.nextCursor)
  })

  test('filters: genre, played or never played, the days added; the search is text, not a pattern', async ({ assert }) => {
    const word = uniqueWord()
    const jazz = await makeGenre(`jazz-${word}`)
    const played = await makeTrack({ name: `${word} played`, plays: 4, genres: [jazz] })
    const silent = await makeTrack({ name: `${word} silent`, plays: 0 })
    const old = await makeTrack({ name: `${word} 100%_old`, plays: 2 })
    await db.from('tracks').where('id', old.id).update({ created_at: '2020-03-04 23:59:59' })
    const session = await admin()
    const ids = async (query: Record<string, string | number>) => (await listPage(session, { query: word, sort: 'name', order: 'asc', ...query })).body.data.map((row) => row.id)

    assert.deepEqual(await ids({ genre: jazz.id }), [played.id])
    assert.deepEqual(await ids({ played: 'true' }), [old.id, played.id])
    assert.deepEqual(await ids({ played: 'false' }), [silent.id])
    assert.deepEqual(await ids({ createdFrom: '2020-03-04', createdTo: '2020-03-04' }), [old.id])
    assert.deepEqual(await ids({ createdTo: '2020-03-03' }), [])
    assert.deepEqual(await ids({ createdFrom: '2020-03-05' }), [played.id, silent.id])
    assert.deepEqual((await listPage(session, { query: `${word} 100%_` })).body.data.map((row) => row.id), [old.id])
    assert.deepEqual((await listPage(session, { query: `${word} 1_0` })).body.data, [])
  })

  test('client mistakes are 422 naming the field, never 500: a forged cursor, a cursor of another sort, an unknown sort', async ({ assert }) => {
    const word = uniqueWord()
    await makeTrack({ name: `${word} 1`, plays: 1 })
    await makeTrack({ name: `${word} 2`, plays: 2 })
    const session = await admin()
    const first = await listPage(session, { query: word, sort: 'plays', order: 'desc', perPage: 1 })
    const cursor = first.body.pagination.nextCursor!
    const forged = Buffer.from(JSON.stringify(['plays', 'desc', 'a', 'x', -1])).toString('base64url')
    for (const [query, field] of [
      [{ cursor: 'not-a-cursor' }, 'cursor'],
      [{ cursor: forged, sort: 'plays', order: 'desc' }, 'cursor'],
      [{ cursor: `${cursor}x` }, 'cursor'],
      [{ cursor, sort: 'name', order: 'desc' }, 'cursor'],
      [{ cursor, sort: 'plays', order: 'asc' }, 'cursor'],
      [{ sort: 'password' }, 'sort'],
      [{ order: 'sideways' }, 'order'],
      [{ perPage: 1000 }, 'perPage'],
      [{ genre: 'rock' }, 'genre'],
      [{ createdFrom: '2020-13-45' }, 'createdFrom'],
    ] as const) {
      const response = await session.get(api('admin/tracks')).qs({ query: word, ...query })
      assert.equal(response.status(), 422, JSON.stringify(query))
      assert.properties(response.body(), ['message', 'errors'])
      assert.property(response.body().errors, field, JSON.stringify(query))
    }
    // A well-formed cursor with a value of another type still reads, and finds nothing wrong to do.
    const odd = Buffer.from(JSON.stringify(['plays', 'desc', 'a', 'text', 5])).toString('base64url')
    assert.equal((await session.get(api('admin/tracks')).qs({ query: word, sort: 'plays', order: 'desc', cursor: odd })).status(), 200)
  })
})

test.group('Admin tracks list: CSV export and bulk delete', () => {
  test('the export is the filtered view, every page, as a CSV download; formulas stay text', async ({ assert }) => {
    const word = uniqueWord()
    const blues = await makeGenre(`blues-${word}`)
    for (let index = 0; index < 3; index++) await makeTrack({ name: `${word} ${index}`, plays: index + 1, genres: [blues] })
    await makeTrack({ name: `=${word} HYPERLINK("x")`, plays: 9, genres: [blues] })
    await makeTrack({ name: `${word} other genre`, plays: 7 })
    const session = await admin()
    const response = await session.get(api('admin/tracks/export')).qs({ query: word, genre: blues.id, sort: 'plays', order: 'asc', cursor: 'ignored', perPage: 1 })
    assert.equal(response.status(), 200)
    assert.match(response.header('content-type') ?? '', /^text\/csv/)
    assert.match(response.header('content-disposition') ?? '', /^attachment; filename="tracks-\d{4}-\d{2}-\d{2}\.csv"$/)
    const lines = response.text().replace(/^\uFEFF/, '').trim().split(/\r?\n/)
    assert.equal(lines[0], 'ID,Name,Artist,Album,Genre,Plays,Duration (s),Public,Added')
    assert.deepEqual(
      lines.slice(1).map((line) => line.split(',')[1]),
      [`${word} 0`, `${word} 1`, `${word} 2`, `"'=${word} HYPERLINK(""x"")"`]
    )
  })

  test('deletes the selected tracks and what names them; unknown ids are ignored; the body is validated', async ({ assert }) => {
    const word = uniqueWord()
    const genre = await makeGenre(`pop-${word}`)
    const [gone, kept] = [await makeTrack({ name: `${word} gone`, genres: [genre] }), await makeTrack({ name: `${word} kept`, genres: [genre] })]
    const { user, session } = await signedInSession({ admin: true })
    const playlist = await makePlaylist(user.id, { tracks: [gone, kept] })
    await db.table('likes').insert({ user_id: user.id, likeable_type: 'track', likeable_id: gone.id, created_at: '2024-01-01 00:00:00' })

    const response = await session.post(api('admin/tracks/delete')).json({ ids: [gone.id, 999_999_999] })
    assert.equal(response.status(), 200)
    assert.deepEqual(response.body(), { deleted: 1 })
    assert.isNull(await db.from('tracks').where('id', gone.id).first())
    assert.isNotNull(await db.from('tracks').where('id', kept.id).first())
    assert.isNull(await db.from('genreables').where({ genreable_type: 'track', genreable_id: gone.id }).first())
    assert.isNull(await db.from('likes').where({ likeable_type: 'track', likeable_id: gone.id }).first())
    assert.equal(Number((await db.from('playlists').where('id', playlist.id).first()).tracks_count), 1)

    for (const body of [{}, { ids: [] }, { ids: ['x'] }, { ids: [1, 1] }, { ids: Array.from({ length: 101 }, (_, index) => index + 1) }]) {
      const invalid = await session.post(api('admin/tracks/delete')).json(body)
      assert.equal(invalid.status(), 422, JSON.stringify(body).slice(0, 60))
      assert.isTrue(Object.keys(invalid.body().errors).some((field) => field.startsWith('ids')))
    }
  })
})
