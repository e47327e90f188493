import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#database/factories/user_factory'

/**
 * What a search matches, through GET /api/v1/search/:searchable, the same on
 * SQLite (FTS5) and MySQL/MariaDB (the words table): whole words and a typed
 * last word as a prefix, in any order, accents and case aside; rows renamed,
 * deleted or private as their writes leave them. Each test's words carry a
 * token of its own, so rows of other tests never match.
 */
const token = () => Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 6).padEnd(6, 'q')

async function addTrack(name: string, fields: { public?: boolean; ownerId?: number } = {}) {
  const [id] = await db.table('tracks').insert({ name, public: fields.public ?? true, owner_id: fields.ownerId ?? null, created_at: new Date(), updated_at: new Date() })
  return Number(id)
}

async function foundTracks(client: ApiClient, query: string, viewer?: Awaited<ReturnType<typeof UserFactory.create>>) {
  const request = client.get('/api/v1/search/tracks').qs({ query })
  const response = viewer ? await request.loginAs(viewer) : await request
  if (response.status() !== 200) throw new Error(`search ${query}: ${response.status()}`)
  return (response.body().data as Array<{ id: number }>).map((track) => track.id).sort((a, b) => a - b)
}

test.group('core/search: what a search matches, on either database', () => {
  test('words in any order, the last as a prefix while typed, never the middle of a word', async ({ assert, client }) => {
    const word = `quill${token()}`
    const moor = await addTrack(`${word} Moor`)
    const marsh = await addTrack(`The ${word} Marsh`)
    assert.deepEqual(await foundTracks(client, word), [moor, marsh])
    assert.deepEqual(await foundTracks(client, word.slice(0, 7)), [moor, marsh], 'a prefix of the last word')
    assert.deepEqual(await foundTracks(client, `moor ${word}`), [moor], 'words in any order')
    assert.deepEqual(await foundTracks(client, `${word} mo`), [moor], 'a finished word and a typed prefix')
    assert.deepEqual(await foundTracks(client, `${word.slice(0, 7)} moor`), [], 'only the last word is a prefix')
    assert.deepEqual(await foundTracks(client, word.slice(2)), [], 'no match inside a word')
  })

  test('accents and case aside, whatever the script', async ({ assert, client }) => {
    const word = token()
    const cafe = await addTrack(`Café ${word} Señorita`)
    const greek = await addTrack(`Ωμέγα ${word}`)
    assert.deepEqual(await foundTracks(client, `cafe ${word}`), [cafe])
    assert.deepEqual(await foundTracks(client, `CAFÉ ${word.toUpperCase()}`), [cafe])
    assert.deepEqual(await foundTracks(client, `${word} senor`), [cafe])
    assert.deepEqual(await foundTracks(client, `${word} ωμέγα`), [greek])
  })

  test('a renamed row is found by its new words only, a deleted one no more', async ({ assert, client }) => {
    const [before, after] = [`lark${token()}`, `wren${token()}`]
    const id = await addTrack(`${before} Song`)
    // A write that does not touch the name (a play counter) leaves the words alone.
    await db.from('tracks').where('id', id).update({ plays: 7 })
    assert.deepEqual(await foundTracks(client, before), [id])
    await db.from('tracks').where('id', id).update({ name: `${after} Song` })
    assert.deepEqual(await foundTracks(client, before), [])
    assert.deepEqual(await foundTracks(client, after), [id])
    await db.from('tracks').where('id', id).delete()
    assert.deepEqual(await foundTracks(client, after), [])
  })

  test("private rows are found by their owner only", async ({ assert, client }) => {
    const word = `heron${token()}`
    const [owner, other] = [await UserFactory.create(), await UserFactory.create()]
    const open = await addTrack(`${word} Open`)
    const hidden = await addTrack(`${word} Hidden`, { public: false, ownerId: owner.id })
    assert.deepEqual(await foundTracks(client, word), [open])
    assert.deepEqual(await foundTracks(client, word, other), [open])
    assert.deepEqual(await foundTracks(client, word, owner), [open, hidden])
  })
})
