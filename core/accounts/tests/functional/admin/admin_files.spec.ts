import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#database/factories/user_factory'
import { CookieSession } from '#tests/helpers/cookie_session'
import { signIn } from '#tests/helpers/sign_in'
import { postMultipart } from '../account/account_helpers.js'
import { withSettings } from '../sign_in/sign_in_helpers.js'
import { signInAsAdmin, signInAsMember } from './admin_helpers.js'

/** A real 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

/** Someone who uploaded an avatar: the file, its stored_images row and the user whose avatar it is. */
async function uploadedAvatar() {
  const user = await UserFactory.merge({ firstName: 'Ada', lastName: 'Avatar' }).create()
  const response = await postMultipart(await signIn(user), '/api/v1/users/me/avatar', { field: 'file', bytes: PNG, filename: 'me.png', contentType: 'image/png' })
  const url: string = response.body().user.image
  const key = `avatars/${url.slice(url.lastIndexOf('/') + 1)}`
  const row = await db.from('stored_images').where('disk_key', key).firstOrFail()
  return { user, url, key, id: Number(row.id) }
}

/** The files screen's API at `query`, only the file with this id. */
async function listed(session: CookieSession, id: number, query = '') {
  const body = (await session.get(`/api/v1/files?perPage=100${query}`)).body()
  return body.data.find((file: { id: number }) => file.id === id)
}

/** Spec section 2, admin files [files.update]: GET files, POST files/delete. */
test.group('Admin files', () => {
  test('every route needs files.update: 401 for guests, 403 for members, nothing deleted', async ({ assert }) => {
    const { id, key } = await uploadedAvatar()
    const guest = await new CookieSession().start()
    const { session: member } = await signInAsMember()
    for (const session of [guest, member]) {
      const status = session === guest ? 401 : 403
      assert.equal((await session.get('/api/v1/files')).status(), status)
      assert.equal((await session.post('/api/v1/files/delete').json({ ids: [id], force: true })).status(), status)
    }
    assert.isNotNull(await db.from('stored_images').where('id', id).first())
    assert.isTrue(await drive.use('public').exists(key))
  })

  test('the list shows each file with its size, type, disk, owner and where it is used', async ({ assert }) => {
    const { user, url, key, id } = await uploadedAvatar()
    const { session } = await signInAsAdmin()
    const file = await listed(session, id, `&query=${encodeURIComponent(key.slice(8, 20))}`)
    assert.containSubset(file, {
      path: key,
      folder: 'avatars',
      disk: 'public',
      url,
      mime: 'image/webp',
      extension: 'webp',
      owner: { id: user.id, name: 'Ada Avatar' },
      usages: [{ type: 'user', id: user.id, label: 'Avatar of Ada Avatar', url: `/admin/users/${user.id}` }],
    })
    assert.isAbove(file.file_size, 0)
    assert.isString(file.updated_at)
    assert.isUndefined(await listed(session, id, '&type=audio'))
    assert.isUndefined(await listed(session, id, '&folder=ads'))
    assert.isDefined(await listed(session, id, '&type=image&folder=avatars&sort=size&order=desc'))
  })

  test('invalid input is a 422 in the error shape', async ({ assert }) => {
    const { session } = await signInAsAdmin()
    const list = await session.get('/api/v1/files?sort=name&type=pdf')
    assert.equal(list.status(), 422)
    assert.properties(list.body().errors, ['sort', 'type'])
    const remove = await session.post('/api/v1/files/delete').json({ ids: [], force: 'maybe' })
    assert.equal(remove.status(), 422)
    assert.properties(remove.body().errors, ['ids', 'force'])
  })

  test('a file in use is refused with 409 unless forced; then the row and the file go, audited', async ({ assert }) => {
    const { key, id } = await uploadedAvatar()
    const { admin, session } = await signInAsAdmin()
    const refused = await session.post('/api/v1/files/delete').json({ ids: [id] })
    assert.equal(refused.status(), 409)
    assert.deepEqual(refused.body(), { message: 'This file is still in use. Remove it where it is used first, or delete it anyway.', in_use: [id] })
    assert.isTrue(await drive.use('public').exists(key))

    const forced = await session.post('/api/v1/files/delete').json({ ids: [id], force: true })
    assert.equal(forced.status(), 200)
    assert.isNull(await db.from('stored_images').where('id', id).first())
    assert.isFalse(await drive.use('public').exists(key))
    const entry = await db.from('audit_entries').where({ subject_type: 'file', subject_id: String(id) }).firstOrFail()
    assert.equal(entry.action, 'file.deleted')
    assert.equal(entry.user_id, admin.id)
  })

  test('an unused file is deleted without force', async ({ assert }) => {
    const { user, key, id } = await uploadedAvatar()
    await db.from('users').where('id', user.id).update({ image: null })
    const { session } = await signInAsAdmin()
    const answer = await session.post('/api/v1/files/delete').json({ ids: [id] })
    assert.equal(answer.status(), 200)
    assert.deepEqual(answer.body(), { deleted: 1 })
    assert.isFalse(await drive.use('public').exists(key))
    assert.isUndefined(await listed(session, id))
  })

  test('other modules say where their files are used: a profile header (music), an ad slot image (ads)', async ({ assert, cleanup }) => {
    const member = await UserFactory.merge({ firstName: 'Hedda', lastName: 'Header' }).create()
    const header = await (await signIn(member)).post('/api/v1/music/profile/header').file('file', PNG, { filename: 'h.png', contentType: 'image/png' })
    const headerUrl: string = header.body().profile.header_image
    cleanup(await withSettings({ 'ads.artist_top': null }))
    const { session } = await signInAsAdmin()
    const ad = await session.post('/api/v1/ads/artist_top/image').file('file', PNG, { filename: 'ad.png', contentType: 'image/png' })
    const adUrl: string = ad.body().slots.find((slot: { name: string }) => slot.name === 'artist_top').image

    const files = (await session.get('/api/v1/files?perPage=100')).body().data as Array<{ url: string; usages: unknown[] }>
    assert.deepEqual(files.find((file) => file.url === headerUrl)?.usages, [
      { type: 'profile', id: member.id, label: 'Profile header of Hedda Header', url: `/user/${member.id}/Hedda%20Header` },
    ])
    assert.containSubset(files.find((file) => file.url === adUrl)?.usages, [{ type: 'ad', id: 'artist_top', url: '/admin/ads' }])
  })
})
