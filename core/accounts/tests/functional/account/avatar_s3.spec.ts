import { test } from '@japa/runner'
import sharp from 'sharp'
import db from '@adonisjs/lucid/services/db'
import { AppProcess } from '#tests/helpers/app_process'
import { TestS3Server } from '#tests/helpers/s3_server'
import { type FileUpload, freshUser, postMultipart } from './account_helpers.js'
import { UserFactory } from '#database/factories/user_factory'
import { signIn } from '#tests/helpers/sign_in'

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64'
)
const BUCKET = 'cadenza-images'

function pngForm(): FileUpload {
  return { field: 'file', bytes: PNG, filename: 'me.png', contentType: 'image/png' }
}

/**
 * Avatars with the public disk on an S3-compatible bucket (S3_PUBLIC_BUCKET),
 * linked through S3_PUBLIC_URL as a CDN would be. Drive reads its disks at
 * boot, so a second app server runs with those variables and this run's
 * database (tests/helpers/app_process.ts).
 */
test.group('Avatar on an S3-compatible public disk', (group) => {
  let s3: TestS3Server
  let server: AppProcess
  let publicUrl: string

  group.setup(async () => {
    s3 = await TestS3Server.start()
    s3.createBucket(BUCKET, { publicRead: true })
    // The bucket's own URL stands in for a CDN in front of it; no final slash, as people write it.
    publicUrl = `${s3.endpoint}/${BUCKET}`
    // READ_CACHE=false: a test below writes a user's row behind this server's back (another process, no Redis bus).
    server = await AppProcess.start({ ...s3.appEnvironment({ publicBucket: BUCKET, publicUrl }), READ_CACHE: 'false' })
    return async () => {
      await server.stop()
      await s3.stop()
    }
  })

  test('an upload is stored in the bucket and linked at the public URL; the old object goes on replace', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const session = await signIn(user, { origin: server.url('') })
    const first = await postMultipart(session, '/api/v1/users/me/avatar', pngForm())
    assert.equal(first.status(), 200)
    const firstUrl: string = first.body().user.image
    assert.match(firstUrl, new RegExp(`^${publicUrl}/avatars/${user.id}-[\\w-]+\\.webp$`))
    const served = await fetch(firstUrl)
    assert.equal(served.status, 200)
    assert.include(await sharp(Buffer.from(await served.arrayBuffer())).metadata(), {
      format: 'webp',
      width: 1,
      height: 1,
    })

    const second = await postMultipart(session, '/api/v1/users/me/avatar', pngForm())
    const secondUrl: string = second.body().user.image
    assert.equal((await freshUser(user)).image, secondUrl)
    assert.notExists(s3.object(BUCKET, firstUrl.slice(publicUrl.length + 1)))
    assert.exists(s3.object(BUCKET, secondUrl.slice(publicUrl.length + 1)))
  })

  test("nobody can have another person's stored avatar deleted", async ({ assert }) => {
    const victim = await UserFactory.create()
    const victimSession = await signIn(victim, { origin: server.url('') })
    const victimUrl: string = (
      await postMultipart(victimSession, '/api/v1/users/me/avatar', pngForm())
    ).body().user.image
    const victimKey = victimUrl.slice(publicUrl.length + 1)

    const attacker = await UserFactory.create()
    const attackerSession = await signIn(attacker, { origin: server.url('') })
    const taken = await attackerSession.post('/api/v1/users/me/avatar').json({ url: victimUrl })
    assert.equal(taken.status(), 422)
    assert.isNull((await freshUser(attacker)).image)

    // Even a row that already holds the victim's URL (set before URLs were refused) removes nothing of theirs.
    await db.from('users').where('id', attacker.id).update({ image: victimUrl })
    assert.equal((await attackerSession.delete('/api/v1/users/me/avatar')).status(), 200)
    assert.isNull((await freshUser(attacker)).image)
    assert.exists(s3.object(BUCKET, victimKey))
    assert.equal((await fetch(victimUrl)).status, 200)
    assert.equal((await freshUser(victim)).image, victimUrl)
  })
})
