import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import emitter from '@adonisjs/core/services/emitter'
import { UserFactory } from '#database/factories/user_factory'
import { signIn } from '#tests/helpers/sign_in'
import type { CookieSession } from '#tests/helpers/cookie_session'
import type { FileEntryPayload } from '#core/files/shared/file_entry'
import { mp3Bytes } from '../helpers/sample_files.js'

async function upload(session: CookieSession, name = 'a.mp3'): Promise<FileEntryPayload> {
  const response = await session
    .post('/api/v1/file-entries')
    .file('file', mp3Bytes(), { filename: name, contentType: 'audio/mpeg' })
  if (response.status() !== 201)
    throw new Error(`Upload failed: ${response.status()} ${response.text()}`)
  return response.body().fileEntry
}

function row(id: number) {
  return db.from('file_entries').where('id', id).first()
}

test.group('POST file-entries/delete', (group) => {
  group.each.setup(async () => {
    await db.from('file_entries').delete()
  })

  test('trash first (by id), then for good (by path): the row and the object go, files:entries_deleted is emitted', async ({
    assert,
    cleanup,
  }) => {
    const events = emitter.fake(['files:entries_deleted'])
    cleanup(() => emitter.restore())
    const session = await signIn(await UserFactory.create())
    const entry = await upload(session)

    const trashed = await session.post('/api/v1/file-entries/delete').json({ entryIds: [entry.id] })
    assert.equal(trashed.status(), 204)
    assert.isNotNull((await row(entry.id)).deleted_at)
    assert.isTrue(await drive.use('uploads').exists(entry.path))
    events.assertNotEmitted('files:entries_deleted')

    const gone = await session
      .post('/api/v1/file-entries/delete')
      .json({ paths: [entry.path], deleteForever: true })
    assert.equal(gone.status(), 204)
    assert.isNull(await row(entry.id))
    assert.isFalse(await drive.use('uploads').exists(entry.path))
    events.assertEmitted(
      'files:entries_deleted',
      ({ data }) => data.ids.length === 1 && data.ids[0] === entry.id
    )
  })

  test("someone else's entries are not found, and nothing of the request changes", async ({
    assert,
  }) => {
    const owner = await signIn(await UserFactory.create())
    const theirs = await upload(owner)
    const intruderSession = await signIn(await UserFactory.create())
    const mine = await upload(intruderSession)

    for (const body of [
      { entryIds: [theirs.id] },
      { paths: [theirs.path] },
      { entryIds: [mine.id, theirs.id], deleteForever: true },
    ]) {
      const response = await intruderSession.post('/api/v1/file-entries/delete').json(body)
      assert.equal(response.status(), 404, JSON.stringify(body))
      assert.equal(response.body().message, 'Some of these files were not found.')
    }
    assert.isNull((await row(theirs.id)).deleted_at)
    assert.isNull((await row(mine.id)).deleted_at)
    assert.isTrue(await drive.use('uploads').exists(theirs.path))
  })

  test("an admin (files.update) deletes anyone's entry, recorded in the audit log", async ({
    assert,
  }) => {
    const owner = await signIn(await UserFactory.create())
    const entry = await upload(owner)
    const admin = await UserFactory.apply('admin').create()
    const response = await (
      await signIn(admin)
    )
      .post('/api/v1/file-entries/delete')
      .json({ entryIds: [entry.id], deleteForever: true })
    assert.equal(response.status(), 204)
    assert.isNull(await row(entry.id))
    const audit = await db
      .from('audit_entries')
      .where({ subject_type: 'file_entry', subject_id: String(entry.id) })
      .first()
    assert.equal(audit.action, 'file_entry.deleted')
    assert.equal(audit.user_id, admin.id)
  })

  test('bad requests are 422 naming the field', async ({ assert }) => {
    const session = await signIn(await UserFactory.create())
    const none = await session.post('/api/v1/file-entries/delete').json({})
    assert.equal(none.status(), 422)
    assert.property(none.body().errors, 'entryIds')
    const wrong = await session
      .post('/api/v1/file-entries/delete')
      .json({ entryIds: ['x'], deleteForever: 'yes' })
    assert.equal(wrong.status(), 422)
    const guest = await new (await import('#tests/helpers/cookie_session')).CookieSession().start()
    assert.equal(
      (await guest.post('/api/v1/file-entries/delete').json({ entryIds: [1] })).status(),
      401
    )
  })

  test("a deleted account's entries and objects go with it", async ({ assert }) => {
    const user = await UserFactory.create()
    const entry = await upload(await signIn(user))
    const admin = await signIn(await UserFactory.apply('admin').create())
    const deleted = await admin.delete(`/api/v1/users/${user.id}`)
    assert.oneOf(deleted.status(), [200, 204], deleted.text())
    assert.isNull(await row(entry.id))
    assert.isFalse(await drive.use('uploads').exists(entry.path))
  })
})
