import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#database/factories/user_factory'
import { grantPermissions } from '#tests/helpers/permissions'

/** Inserts an entry as an upload would leave it (the upload paths have their own tests). */
async function entry(userId: number, name: string, mime: string, size: number, trashed = false) {
  const now = new Date()
  const [id] = await db.table('file_entries').insert({
    name,
    disk: 'uploads',
    disk_key: `files/${Math.random().toString(36).slice(2)}.${name.split('.').pop()}`,
    file_size: size,
    mime,
    extension: name.split('.').pop(),
    user_id: userId,
    deleted_at: trashed ? now : null,
    created_at: now,
    updated_at: now,
  })
  return Number(id)
}

/** Issue 16: the admin files screen's Uploads tab (GET file-entries, file-entries/export), files.update only. */
test.group('Admin: file entries list', (group) => {
  group.each.setup(async () => {
    await db.from('file_entries').delete()
  })

  test('search by name or owner, filters by type, owner and trash, sort by size, keyset pages', async ({ assert, client }) => {
    const admin = await UserFactory.apply('admin').create()
    const ada = await UserFactory.merge({ email: 'ada.uploads@example.com' }).create()
    const bob = await UserFactory.create()
    const intro = await entry(ada.id, '01 Intro.mp3', 'audio/mpeg', 3000)
    const cover = await entry(ada.id, 'cover.png', 'image/png', 1000, true)
    const demo = await entry(bob.id, 'demo.flac', 'audio/flac', 2000)
    const list = async (query: Record<string, string | number | boolean>) => {
      const response = await client.get('/api/v1/file-entries').qs(query).loginAs(admin)
      assert.equal(response.status(), 200, JSON.stringify(response.body()))
      return response.body()
    }
    const ids = (body: { data: Array<{ id: number }> }) => body.data.map((row) => row.id)

    const newest = await list({})
    assert.deepEqual(ids(newest), [demo, cover, intro])
    assert.deepInclude(newest.data[1], { name: 'cover.png', disk: 'uploads', url: null, file_size: 1000, mime: 'image/png', owner: { id: ada.id, name: newest.data[1].owner.name, email: 'ada.uploads@example.com' } })
    assert.isString(newest.data[1].deleted_at)
    assert.isNull(newest.data[0].deleted_at)
    assert.deepEqual(ids(await list({ query: 'intro' })), [intro])
    assert.deepEqual(ids(await list({ query: 'ada.uploads' })), [cover, intro])
    assert.deepEqual(ids(await list({ type: 'audio' })), [demo, intro])
    assert.deepEqual(ids(await list({ owner: bob.id })), [demo])
    assert.deepEqual(ids(await list({ trashed: true })), [cover])
    assert.deepEqual(ids(await list({ trashed: false, sort: 'size', order: 'asc' })), [demo, intro])

    const first = await list({ sort: 'size', order: 'desc', perPage: 2 })
    assert.deepEqual(ids(first), [intro, demo])
    const second = await list({ sort: 'size', order: 'desc', perPage: 2, cursor: first.pagination.nextCursor })
    assert.deepEqual(ids(second), [cover])
    assert.isNull(second.pagination.nextCursor)
  })

  test('the CSV export streams the filtered view', async ({ assert, client }) => {
    const admin = await UserFactory.apply('admin').create()
    const ada = await UserFactory.merge({ email: 'ada.csv@example.com' }).create()
    await entry(ada.id, '=cmd.mp3', 'audio/mpeg', 3000)
    await entry(ada.id, 'cover.png', 'image/png', 1000)
    const response = await client.get('/api/v1/file-entries/export').qs({ type: 'audio' }).loginAs(admin)
    assert.equal(response.status(), 200)
    assert.match(response.header('content-type') ?? '', /^text\/csv/)
    const lines = response.text().replace(/^\uFEFF/, '').trim().split(/\r?\n/)
    assert.equal(lines[0], 'ID,Name,Folder,Type,Size (bytes),Disk,Owner,Uploaded,Trashed')
    assert.lengthOf(lines, 2)
    // A name a spreadsheet would run stays text.
    assert.include(lines[1], `'=cmd.mp3,,audio/mpeg,3000,uploads,ada.csv@example.com`)
  })

  test('guests 401, people without files.update 403 (uploading is not enough), and a wrong filter 422', async ({ assert, client }) => {
    const uploader = await UserFactory.create()
    const filesAdmin = await UserFactory.create()
    await grantPermissions(filesAdmin.id, ['admin.access', 'files.update'])
    for (const path of ['/api/v1/file-entries', '/api/v1/file-entries/export']) {
      assert.equal((await client.get(path)).status(), 401, path)
      assert.equal((await client.get(path).loginAs(uploader)).status(), 403, path)
      assert.equal((await client.get(path).loginAs(filesAdmin)).status(), 200, path)
    }
    const wrong = await client.get('/api/v1/file-entries').qs({ owner: 'someone', type: 'pdf' }).loginAs(filesAdmin)
    assert.equal(wrong.status(), 422)
    assert.sameMembers(Object.keys(wrong.body().errors), ['owner', 'type'])
  })
})
