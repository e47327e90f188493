import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import { HTML_PAGE, PNG } from '#core/files/tests/helpers/sample_files'
import { UserFactory } from '#database/factories/user_factory'
import { grantPermissions } from '#tests/helpers/permissions'
import { signIn } from '#tests/helpers/sign_in'
import { api, guestSession, signedInSession } from '../helpers/music_session.js'
import { makeGenre, makeTag, makeTrack } from '../helpers/catalogue_factory.js'
import { uniqueWord } from '../browser/music_browser.js'

/** Issue 16: the admin's genres (music.update) and tags (tags.update) screens' API. */
test.group('Music admin API: genres and tags', () => {
  test('lists genres by name with their item counts, searches, and pages by the last name', async ({ assert }) => {
    const { session } = await signedInSession({ admin: true })
    const word = uniqueWord('zz').toLowerCase()
    const [a, b] = [await makeGenre(`${word}-a`), await makeGenre(`${word}-b`)]
    await makeTrack({ genres: [a] })
    await makeTrack({ genres: [a] })

    const first = await session.get(api(`admin/genres?query=${word}&perPage=1`))
    assert.equal(first.status(), 200)
    assert.containsSubset(first.body().data, [{ id: a.id, name: `${word}-a`, items_count: 2 }])
    const next = await session.get(api(`admin/genres?query=${word}&perPage=1&cursor=${encodeURIComponent(first.body().pagination.nextCursor)}`))
    assert.deepEqual(next.body().data.map((row: any) => row.id), [b.id])
    assert.isNull(next.body().pagination.nextCursor)
  })

  test('creates, renames and deletes genres and tags; names stay unique and lower case', async ({ assert }) => {
    const { session } = await signedInSession({ admin: true })
    const word = uniqueWord('Dream')
    const created = await session.post(api('admin/genres')).json({ name: ` ${word} Pop `, display_name: `${word} Pop`, image: 'https://img.example.com/dream.jpg' })
    assert.equal(created.status(), 201)
    assert.containsSubset(created.body().item, { name: `${word.toLowerCase()} pop`, display_name: `${word} Pop`, image: 'https://img.example.com/dream.jpg', items_count: 0 })
    const id = created.body().item.id

    const taken = await makeGenre(`${word.toLowerCase()}-taken`)
    const clash = await session.put(api(`admin/genres/${id}`)).json({ name: taken.name })
    assert.equal(clash.status(), 422)
    assert.property(clash.body().errors, 'name')

    // The image has calls of its own: an edit that leaves it out keeps it, null clears it.
    const renamed = await session.put(api(`admin/genres/${id}`)).json({ name: `${word.toLowerCase()}-pop`, display_name: null })
    assert.containsSubset(renamed.body().item, { name: `${word.toLowerCase()}-pop`, image: 'https://img.example.com/dream.jpg' })
    const cleared = await session.put(api(`admin/genres/${id}`)).json({ name: `${word.toLowerCase()}-pop`, image: null })
    assert.containsSubset(cleared.body().item, { image: null })

    const track = await makeTrack({ genres: [taken] })
    const deleted = await session.post(api('admin/genres/delete')).json({ ids: [id, taken.id] })
    assert.equal(deleted.body().deleted, 2)
    assert.lengthOf(await db.from('genres').whereIn('id', [id, taken.id]), 0)
    assert.lengthOf(await db.from('genreables').where({ genreable_type: 'track', genreable_id: track.id }), 0, 'links go with the genre')

    const tag = await session.post(api('admin/tags')).json({ name: `${word}-Chill` })
    assert.equal(tag.status(), 201)
    assert.containsSubset(tag.body().item, { name: `${word.toLowerCase()}-chill`, display_name: `${word.toLowerCase()}-chill` })
    assert.notProperty(tag.body().item, 'image')
  })

  test('422 for bad input, 404 for an unknown id', async ({ assert }) => {
    const { session } = await signedInSession({ admin: true })
    const bad = await session.post(api('admin/genres')).json({ name: 'a/b', image: 'javascript:alert(1)' })
    assert.equal(bad.status(), 422)
    assert.sameMembers(Object.keys(bad.body().errors), ['name', 'image'])
    assert.equal((await session.get(api('admin/tags?perPage=0'))).status(), 422)
    assert.equal((await session.put(api('admin/tags/987654')).json({ name: 'nope' })).status(), 404)
  })

  test("a genre's image is uploaded (checked by its bytes, stored re-encoded), replaced and removed", async ({ assert }) => {
    const { session } = await signedInSession({ admin: true })
    const genre = await makeGenre(uniqueWord('shoegaze').toLowerCase())
    const uploaded = await session.post(api(`admin/genres/${genre.id}/image`)).file('file', PNG, { filename: 'tile.png', contentType: 'image/png' })
    assert.equal(uploaded.status(), 200, uploaded.text())
    const url: string = uploaded.body().image
    assert.match(url, /\/genre-images\/\d+-[0-9a-f-]+\.webp$/)
    const key = url.slice(url.indexOf('genre-images/'))
    assert.equal((await db.from('genres').where('id', genre.id).firstOrFail()).image, url)
    assert.isTrue(await drive.use('public').exists(key))

    // Not an image whatever its name says: refused under the field, the genre keeps its image.
    const html = await session.post(api(`admin/genres/${genre.id}/image`)).file('file', HTML_PAGE, { filename: 'tile.png', contentType: 'image/png' })
    assert.equal(html.status(), 422)
    assert.property(html.body().errors, 'file')
    assert.equal((await db.from('genres').where('id', genre.id).firstOrFail()).image, url)

    const removed = await session.delete(api(`admin/genres/${genre.id}/image`))
    assert.deepEqual(removed.body(), { image: null })
    assert.isNull((await db.from('genres').where('id', genre.id).firstOrFail()).image)
    assert.isFalse(await drive.use('public').exists(key), 'the replaced file is deleted')
    assert.equal((await session.post(api('admin/genres/987654/image')).file('file', PNG, { filename: 'tile.png', contentType: 'image/png' })).status(), 404)

    const tagEditor = await UserFactory.create()
    await grantPermissions(tagEditor.id, ['admin.access', 'tags.update'])
    const refused = await (await signIn(tagEditor)).post(api(`admin/genres/${genre.id}/image`)).file('file', PNG, { filename: 'tile.png', contentType: 'image/png' })
    assert.equal(refused.status(), 403)
  })

  test('genres need music.update, tags need tags.update (both with admin.access)', async ({ assert }) => {
    const tag = await makeTag(uniqueWord('keep').toLowerCase())
    assert.equal((await (await guestSession()).get(api('admin/tags'))).status(), 401)

    const tagEditor = await UserFactory.create()
    await grantPermissions(tagEditor.id, ['admin.access', 'tags.update'])
    const session = await signIn(tagEditor)
    assert.equal((await session.get(api('admin/tags'))).status(), 200)
    assert.equal((await session.get(api('admin/genres'))).status(), 403)

    const curator = await UserFactory.create()
    await grantPermissions(curator.id, ['admin.access', 'music.update'])
    const other = await signIn(curator)
    assert.equal((await other.get(api('admin/genres'))).status(), 200)
    assert.equal((await other.post(api('admin/tags/delete')).json({ ids: [tag.id] })).status(), 403)
    assert.lengthOf(await db.from('tags').where('id', tag.id), 1)
  })
})
