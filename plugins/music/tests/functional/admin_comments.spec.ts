import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#database/factories/user_factory'
import { grantPermissions } from '#tests/helpers/permissions'
import { signIn } from '#tests/helpers/sign_in'
import { api, guestSession, signedInSession } from '../helpers/music_session.js'
import { makeAlbum, makeTrack } from '../helpers/catalogue_factory.js'

async function comment(on: { type: 'track' | 'album'; id: number }, userId: number, content: string, parentId: number | null = null) {
  const [id] = await db
    .table('comments')
    .insert({ commentable_type: on.type, commentable_id: on.id, user_id: userId, content, parent_id: parentId, created_at: new Date(), updated_at: new Date() })
    .returning('id')
  return Number(typeof id === 'object' ? id.id : id)
}

/** Issue 16: the admin's comment moderation (admin.access + music.update). */
test.group('Music admin API: comments', (group) => {
  group.each.setup(async () => {
    await db.from('comments').delete()
  })

  test('lists every comment newest first with its author and track, a keyset page at a time', async ({ assert }) => {
    const { session } = await signedInSession({ admin: true })
    const author = await UserFactory.merge({ firstName: 'Mia', lastName: null }).create()
    const track = await makeTrack({ name: 'Night Drive' })
    const album = await makeAlbum({ name: 'Blue Hours' })
    const first = await comment({ type: 'track', id: track.id }, author.id, 'first')
    const second = await comment({ type: 'album', id: album.id }, author.id, 'second')
    const third = await comment({ type: 'track', id: track.id }, author.id, 'third')

    const page = await session.get(api('admin/comments?perPage=2'))
    assert.equal(page.status(), 200)
    assert.deepEqual(page.body().data.map((row: any) => row.id), [third, second])
    assert.containsSubset(page.body().data[0], { content: 'third', commentable_type: 'track', commentable: { id: track.id, name: 'Night Drive' }, user: { id: author.id, name: 'Mia' } })
    assert.containsSubset(page.body().data[1], { commentable_type: 'album', commentable: { id: album.id, name: 'Blue Hours' } })

    const next = await session.get(api(`admin/comments?perPage=2&cursor=${encodeURIComponent(page.body().pagination.nextCursor)}`))
    assert.deepEqual(next.body().data.map((row: any) => row.id), [first])
    assert.isNull(next.body().pagination.nextCursor)
  })

  test('searches the text (wildcards taken literally) and filters by track and by user', async ({ assert }) => {
    const { session } = await signedInSession({ admin: true })
    const [mia, leo] = await UserFactory.createMany(2)
    const track = await makeTrack()
    const other = await makeTrack()
    const spam = await comment({ type: 'track', id: track.id }, mia.id, 'Buy CHEAP followers 100% real')
    const kind = await comment({ type: 'track', id: other.id }, leo.id, 'Lovely song')
    await comment({ type: 'track', id: other.id }, mia.id, 'Nice, 100 plays')

    const ids = async (query: string) => (await session.get(api(`admin/comments?${query}`))).body().data.map((row: any) => row.id)
    assert.deepEqual(await ids('query=cheap'), [spam])
    assert.deepEqual(await ids(`query=${encodeURIComponent('100%')}`), [spam])
    assert.deepEqual(await ids(`track=${other.id}&user=${leo.id}`), [kind])
    assert.lengthOf(await ids(`user=${mia.id}`), 2)
  })

  test('bulk delete removes the selected comments and their replies, in one request', async ({ assert }) => {
    const { session } = await signedInSession({ admin: true })
    const author = await UserFactory.create()
    const track = await makeTrack()
    const root = await comment({ type: 'track', id: track.id }, author.id, 'root')
    await comment({ type: 'track', id: track.id }, author.id, 'reply', root)
    const other = await comment({ type: 'track', id: track.id }, author.id, 'other')
    const kept = await comment({ type: 'track', id: track.id }, author.id, 'kept')

    const response = await session.post(api('admin/comments/delete')).json({ ids: [root, other, 999_999] })
    assert.equal(response.status(), 200)
    assert.equal(response.body().deleted, 2)
    assert.deepEqual((await db.from('comments').select('id')).map((row) => row.id), [kept])
    const audited = await db.from('audit_entries').where('action', 'comment.deleted').whereIn('subject_id', [String(root), String(other)])
    assert.lengthOf(audited, 2, 'each deleted comment is in the audit log')
    assert.include(JSON.parse(audited.find((entry) => entry.subject_id === String(root)).before), { content: 'root' })
  })

  test('refuses bad input with 422 and the error shape', async ({ assert }) => {
    const { session } = await signedInSession({ admin: true })
    const badFilter = await session.get(api('admin/comments?track=abc&perPage=1000'))
    assert.equal(badFilter.status(), 422)
    assert.property(badFilter.body(), 'message')
    assert.sameMembers(Object.keys(badFilter.body().errors), ['track', 'perPage'])

    const noIds = await session.post(api('admin/comments/delete')).json({ ids: [] })
    assert.equal(noIds.status(), 422)
    assert.property(noIds.body().errors, 'ids')
  })

  test('needs admin.access and music.update: 401 for guests, 403 without either', async ({ assert }) => {
    const author = await UserFactory.create()
    const track = await makeTrack()
    const id = await comment({ type: 'track', id: track.id }, author.id, 'stays')

    assert.equal((await (await guestSession()).get(api('admin/comments'))).status(), 401)
    const listener = await signedInSession()
    assert.equal((await listener.session.get(api('admin/comments'))).status(), 403)

    const adminOnly = await UserFactory.create()
    await grantPermissions(adminOnly.id, ['admin.access'])
    const session = await signIn(adminOnly)
    assert.equal((await session.get(api('admin/comments'))).status(), 403)
    assert.equal((await session.post(api('admin/comments/delete')).json({ ids: [id] })).status(), 403)
    assert.lengthOf(await db.from('comments').where('id', id), 1)

    const moderator = await UserFactory.create()
    await grantPermissions(moderator.id, ['admin.access', 'music.update'])
    assert.equal((await (await signIn(moderator)).get(api('admin/comments'))).status(), 200)
  })
})
