import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import { UserFactory } from '#database/factories/user_factory'
import { signIn } from '#tests/helpers/sign_in'
import { bootstrapFrom } from '#tests/helpers/shell'
import {
  PNG,
  HTML_PAGE,
  LYRICS,
  mp3Bytes,
  PLAIN_SVG,
  SVG_WITH_HANDLER,
  SVG_WITH_SCRIPT,
} from '../helpers/sample_files.js'

async function entryCount() {
  const row = await db.from('file_entries').count('* as total').first()
  return Number(row.total)
}

/** Keys of the uploads disk's entry objects, to see that nothing refused was kept. */
async function storedKeys() {
  const listing = await drive.use('uploads').listAll('files', { recursive: true })
  return [...listing.objects].flatMap((object) => ('key' in object ? [object.key] : []))
}

test.group('POST file-entries (plain multipart uploads)', (group) => {
  group.each.setup(async () => {
    await db.from('file_entries').delete()
  })

  test('an MP3 becomes an entry: its type read from the bytes, stored under a generated key', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const session = await signIn(user)
    const response = await session
      .post('/api/v1/file-entries')
      .file('file', mp3Bytes(), { filename: '01 Intro.mp3', contentType: 'audio/mpeg' })
      .fields({
        clientExtension: 'mp3',
        metadata: JSON.stringify({ relativePath: 'Album/01 Intro.mp3', kind: 'track' }),
      })
    assert.equal(response.status(), 201, response.text())
    const entry = response.body().fileEntry
    assert.include(entry, {
      name: '01 Intro.mp3',
      mime: 'audio/mpeg',
      extension: 'mp3',
      file_size: mp3Bytes().length,
      disk: 'uploads',
      user_id: user.id,
      url: `/api/v1/file-entries/${entry.id}/download`,
      relative_path: 'Album/01 Intro.mp3',
      deleted_at: null,
    })
    assert.deepEqual(entry.metadata, { kind: 'track' })
    assert.match(entry.path, /^files\/[0-9a-f-]{36}\.mp3$/)
    assert.deepEqual(Buffer.from(await drive.use('uploads').getBytes(entry.path)), mp3Bytes())
    const row = await db.from('file_entries').where('id', entry.id).firstOrFail()
    assert.equal(row.disk_key, entry.path)
  })

  test('an image on the public disk gets its public URL', async ({ assert }) => {
    const session = await signIn(await UserFactory.create())
    const response = await session
      .post('/api/v1/file-entries')
      .file('file', PNG, { filename: 'cover.png', contentType: 'image/png' })
      .fields({ disk: 'public' })
    assert.equal(response.status(), 201, response.text())
    const entry = response.body().fileEntry
    assert.equal(entry.url, `/storage/${entry.path}`)
    assert.isTrue(await drive.use('public').exists(entry.path))
  })

  test('the disk may come in metadata, as the upload queue sends it; an unknown one is a 422', async ({
    assert,
  }) => {
    const session = await signIn(await UserFactory.create())
    const stored = await session
      .post('/api/v1/file-entries')
      .file('file', PNG, { filename: 'cover.png', contentType: 'image/png' })
      .fields({ metadata: JSON.stringify({ disk: 'public' }) })
    assert.equal(stored.status(), 201, stored.text())
    assert.equal(stored.body().fileEntry.disk, 'public')
    const refused = await session
      .post('/api/v1/file-entries')
      .file('file', PNG, { filename: 'cover.png', contentType: 'image/png' })
      .fields({ metadata: JSON.stringify({ disk: '../../etc' }) })
    assert.equal(refused.status(), 422)
    assert.deepEqual(Object.keys(refused.body().errors), ['metadata.disk'])
    assert.equal(await entryCount(), 1)
  })

  test('plain text keeps its own extension (.lrc)', async ({ assert }) => {
    const session = await signIn(await UserFactory.create())
    const response = await session
      .post('/api/v1/file-entries')
      .file('file', LYRICS, { filename: 'song.lrc', contentType: 'text/plain' })
    assert.equal(response.status(), 201, response.text())
    assert.include(response.body().fileEntry, { mime: 'text/plain', extension: 'lrc' })
  })

  test('a plain SVG is kept as an image, an SVG with a script or handler is refused', async ({
    assert,
  }) => {
    const session = await signIn(await UserFactory.create())
    const plain = await session
      .post('/api/v1/file-entries')
      .file('file', PLAIN_SVG, { filename: 'logo.svg', contentType: 'image/svg+xml' })
    assert.equal(plain.status(), 201, plain.text())
    assert.include(plain.body().fileEntry, { mime: 'image/svg+xml', extension: 'svg' })
    for (const bytes of [SVG_WITH_SCRIPT, SVG_WITH_HANDLER]) {
      const refused = await session
        .post('/api/v1/file-entries')
        .file('file', bytes, { filename: 'logo.svg', contentType: 'image/svg+xml' })
      assert.equal(refused.status(), 422)
      assert.deepEqual(refused.body(), {
        message: 'This file type is not allowed',
        errors: { file: ['This file type is not allowed'] },
      })
    }
    assert.equal(await entryCount(), 1)
  })

  test('bad input is refused with a clear message and nothing is stored', async ({ assert }) => {
    const session = await signIn(await UserFactory.create())
    const before = await storedKeys()
    const cases = [
      { bytes: HTML_PAGE, filename: 'song.mp3', message: 'This file type is not allowed' },
      {
        bytes: PNG,
        filename: 'song.mp3',
        message: 'The file’s content does not match its extension.',
      },
      {
        bytes: LYRICS,
        filename: 'song.flac',
        message: 'The file’s content does not match its extension.',
      },
      { bytes: Buffer.alloc(0), filename: 'empty.mp3', message: 'The file is empty.' },
      { bytes: LYRICS, filename: 'x.php', message: 'This file type is not allowed' },
    ]
    for (const { bytes, filename, message } of cases) {
      const response = await session
        .post('/api/v1/file-entries')
        .file('file', bytes, { filename, contentType: 'audio/mpeg' })
      assert.equal(response.status(), 422, `${filename}: ${response.text()}`)
      assert.equal(response.body().message, message, filename)
    }
    const traversal = await session
      .post('/api/v1/file-entries')
      .file('file', mp3Bytes(), { filename: 'song.mp3', contentType: 'audio/mpeg' })
      .fields({ metadata: JSON.stringify({ relativePath: '../../etc/passwd' }) })
    assert.equal(traversal.status(), 422)
    assert.equal(traversal.body().message, 'The folder path is not allowed.')
    assert.equal(await entryCount(), 0)
    assert.deepEqual(await storedKeys(), before)
  })

  test('a file over the size limit or the storage space is refused with the spec message', async ({
    assert,
    cleanup,
  }) => {
    const session = await signIn(await UserFactory.create())
    // 2600 frames: just over 1 MB.
    const overOneMegabyte = mp3Bytes(2600)
    await setSettings({ 'uploads.max_file_size': 1 })
    cleanup(() => setSettings({ 'uploads.max_file_size': 2048, 'uploads.storage_space': null }))
    const tooBig = await session
      .post('/api/v1/file-entries')
      .file('file', overOneMegabyte, { filename: 'big.mp3', contentType: 'audio/mpeg' })
    assert.equal(tooBig.status(), 413)
    assert.equal(tooBig.body().message, '`big.mp3` exceeds maximum allowed size of 1MB')

    await setSettings({ 'uploads.max_file_size': 2048, 'uploads.storage_space': 2 })
    const first = await session
      .post('/api/v1/file-entries')
      .file('file', overOneMegabyte, { filename: 'a.mp3', contentType: 'audio/mpeg' })
    assert.equal(first.status(), 201)
    const second = await session
      .post('/api/v1/file-entries')
      .file('file', overOneMegabyte, { filename: 'b.mp3', contentType: 'audio/mpeg' })
    assert.equal(second.status(), 413)
    assert.equal(
      second.body().message,
      'You have exhausted your allowed space of 2MB. Delete some files or ask for more space.'
    )
    assert.notProperty(second.body(), 'upgrade_url')
    assert.equal(await entryCount(), 1)

    // With billing on, a quota refusal says where to get more (core/kernel/http/quota_refusal.ts).
    await setSettings({ 'billing.enable': true })
    cleanup(() => setSettings({ 'billing.enable': false }))
    const offered = await session
      .post('/api/v1/file-entries')
      .file('file', overOneMegabyte, { filename: 'c.mp3', contentType: 'audio/mpeg' })
    assert.equal(offered.status(), 413)
    assert.equal(offered.body().upgrade_url, '/pricing')
  })

  test("a role's files.create restrictions replace the site's limits", async ({ assert }) => {
    const role = await db
      .table('roles')
      .insert({ name: `Uploaders ${Date.now()}`, created_at: new Date(), updated_at: new Date() })
      .returning('id')
    const roleId = Number(typeof role[0] === 'object' ? role[0].id : role[0])
    const permission = await db.from('permissions').where('name', 'files.create').firstOrFail()
    await db.table('role_permissions').insert({
      role_id: roleId,
      permission_id: permission.id,
      restrictions: JSON.stringify([{ name: 'max_file_size', value: 1 }]),
    })
    const user = await UserFactory.create()
    await db.table('user_roles').insert({ user_id: user.id, role_id: roleId })
    const session = await signIn(user)
    const refused = await session
      .post('/api/v1/file-entries')
      .file('file', mp3Bytes(2600), { filename: 'big.mp3', contentType: 'audio/mpeg' })
    assert.equal(refused.status(), 413)
    assert.equal(refused.body().message, '`big.mp3` exceeds maximum allowed size of 1MB')
  })

  test('allowed and blocked types: mime wildcards and extensions', async ({ assert, cleanup }) => {
    const session = await signIn(await UserFactory.create())
    await setSettings({ 'uploads.allowed_file_types': 'audio/*, lrc' })
    cleanup(() => setSettings({ 'uploads.allowed_file_types': '' }))
    const audio = await session
      .post('/api/v1/file-entries')
      .file('file', mp3Bytes(), { filename: 'a.mp3', contentType: 'audio/mpeg' })
    assert.equal(audio.status(), 201)
    const lyrics = await session
      .post('/api/v1/file-entries')
      .file('file', LYRICS, { filename: 'a.lrc', contentType: 'text/plain' })
    assert.equal(lyrics.status(), 201)
    const image = await session
      .post('/api/v1/file-entries')
      .file('file', PNG, { filename: 'a.png', contentType: 'image/png' })
    assert.equal(image.status(), 422)
    assert.equal(image.body().message, 'This file type is not allowed')
  })

  test('guests are refused, and a request without the XSRF header is refused', async ({
    assert,
    client,
  }) => {
    const guest = await client
      .post('/api/v1/file-entries')
      .file('file', mp3Bytes(), { filename: 'a.mp3' })
      .withCsrfToken()
    assert.equal(guest.status(), 401)
    const session = await signIn(await UserFactory.create())
    const forged = await session
      .post('/api/v1/file-entries', { withoutXsrf: true })
      .file('file', mp3Bytes(), { filename: 'a.mp3' })
    assert.equal(forged.status(), 419)
    assert.equal(await entryCount(), 0)
  })

  test('a request without a file is a 422 naming the field', async ({ assert }) => {
    const session = await signIn(await UserFactory.create())
    const response = await session.post('/api/v1/file-entries').fields({ clientExtension: 'mp3' })
    assert.equal(response.status(), 422)
    assert.property(response.body().errors, 'file')
  })
})

test.group('Upload settings in the bootstrap data', () => {
  test('what the upload queue reads is public; the expiry period is not', async ({ assert }) => {
    const session = await signIn(await UserFactory.create())
    const bootstrap = bootstrapFrom((await session.get('/')).text())
    const uploads = (bootstrap.settings as { uploads: Record<string, unknown> }).uploads
    assert.include(uploads, {
      tus_enabled: true,
      chunk_size: 50,
      direct_upload: false,
      max_file_size: 2048,
    })
    assert.notProperty(uploads, 'abandoned_after_hours')
  })
})

/** Site settings as an admin saves them (PUT settings), so every cached copy sees them. */
async function setSettings(values: Record<string, unknown>) {
  const admin = await UserFactory.apply('admin').create()
  const session = await signIn(admin)
  const response = await session.put('/api/v1/settings').json({ settings: values })
  if (response.status() !== 200)
    throw new Error(`Settings not saved: ${response.status()} ${response.text()}`)
}
