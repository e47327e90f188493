import { test } from '@japa/runner'
import { withoutRolePermission } from '#tests/helpers/permissions'
import { writeFile } from 'node:fs/promises'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import { dataPath } from '#core/kernel/paths'
import { serverUrl } from '#tests/helpers/http_client'
import { makeTrack } from '#plugins/music/tests/helpers/catalogue_factory'
import { signedInSession, api } from '#plugins/music/tests/helpers/music_session'
import type Track from '#plugins/music/server/models/track'
import { fixtureWav } from '../import/audio_fixtures.js'

/** A request as a browser's <audio> element makes it (no cookies for guests), keeping the body as bytes. */
async function fetchAudio(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const response = await fetch(serverUrl(path), { method, headers, redirect: 'manual' })
  return {
    status: response.status,
    headers: response.headers,
    body: Buffer.from(await response.arrayBuffer()),
  }
}

const stream = (track: { id: number }) => api(`tracks/${track.id}/stream`)

test.group('Track streaming', (group) => {
  const audio = fixtureWav({ title: 'Stream Test', artist: 'Streamer' }, 5)
  const key = 'tracks/stream-test/fixture.wav'
  let track: Track

  // Leave the shared test database as it was found.
  group.teardown(async () => {
    await db
      .from('tracks')
      .whereIn('name', [
        'Streamable',
        'Secret demo',
        'Hosted elsewhere',
        'Gone',
        'No audio',
        'Escaping',
      ])
      .delete()
  })

  group.setup(async () => {
    await drive.use('uploads').put(key, audio)
    track = await makeTrack({ name: 'Streamable' })
    track.merge({ src: key, mime: 'audio/wav' })
    await track.save()
  })

  test('a whole file: 200 with its length, type, validators and the exact bytes', async ({
    assert,
  }) => {
    const response = await fetchAudio(stream(track))
    assert.equal(response.status, 200)
    assert.equal(response.headers.get('content-type'), 'audio/wav')
    assert.equal(response.headers.get('content-length'), String(audio.length))
    assert.equal(response.headers.get('accept-ranges'), 'bytes')
    assert.match(response.headers.get('etag')!, /^"[0-9a-f]+-[0-9a-f]+"$/)
    assert.isNotNull(response.headers.get('last-modified'))
    assert.deepEqual(response.body, audio)
  })

  test('a closed range: 206 with Content-Range and only those bytes', async ({ assert }) => {
    const response = await fetchAudio(stream(track), { range: 'bytes=100-1099' })
    assert.equal(response.status, 206)
    assert.equal(response.headers.get('content-range'), `bytes 100-1099/${audio.length}`)
    assert.equal(response.headers.get('content-length'), '1000')
    assert.equal(response.headers.get('content-type'), 'audio/wav')
    assert.deepEqual(response.body, audio.subarray(100, 1100))
  })

  test('open-ended and suffix ranges', async ({ assert }) => {
    const tail = await fetchAudio(stream(track), { range: `bytes=${audio.length - 10}-` })
    assert.equal(tail.status, 206)
    assert.equal(
      tail.headers.get('content-range'),
      `bytes ${audio.length - 10}-${audio.length - 1}/${audio.length}`
    )
    assert.deepEqual(tail.body, audio.subarray(audio.length - 10))

    const suffix = await fetchAudio(stream(track), { range: 'bytes=-44' })
    assert.equal(suffix.status, 206)
    assert.deepEqual(suffix.body, audio.subarray(audio.length - 44))
  })

  test('several ranges: the first one is served', async ({ assert }) => {
    const response = await fetchAudio(stream(track), { range: 'bytes=0-9, 20-29' })
    assert.equal(response.status, 206)
    assert.equal(response.headers.get('content-range'), `bytes 0-9/${audio.length}`)
    assert.deepEqual(response.body, audio.subarray(0, 10))
  })

  test('a range past the end or a malformed one: 416 with Content-Range bytes */size', async ({
    assert,
  }) => {
    for (const range of [
      `bytes=${audio.length}-`,
      `bytes=${audio.length + 100}-${audio.length + 200}`,
      'bytes=abc',
      'bytes=500-100',
      'lines=1-2',
    ]) {
      const response = await fetchAudio(stream(track), { range })
      assert.equal(response.status, 416, range)
      assert.equal(response.headers.get('content-range'), `bytes */${audio.length}`, range)
      assert.deepEqual(JSON.parse(response.body.toString()), {
        message: 'The requested range is not satisfiable.',
      })
    }
  })

  test('If-None-Match with the ETag, or If-Modified-Since not older than the file: 304 without a body', async ({
    assert,
  }) => {
    const first = await fetchAudio(stream(track))
    const etag = first.headers.get('etag')!
    // As a browser revalidates (fetch() would add Cache-Control: no-cache, a reload, which is answered in full).
    const revalidate = { 'cache-control': 'max-age=0' }
    const byTag = await fetchAudio(stream(track), { ...revalidate, 'if-none-match': etag })
    assert.equal(byTag.status, 304)
    assert.equal(byTag.headers.get('etag'), etag)
    assert.lengthOf(byTag.body, 0)

    const byDate = await fetchAudio(stream(track), {
      ...revalidate,
      'if-modified-since': first.headers.get('last-modified')!,
    })
    assert.equal(byDate.status, 304)

    const stale = await fetchAudio(stream(track), { ...revalidate, 'if-none-match': '"stale"' })
    assert.equal(stale.status, 200)
    const older = await fetchAudio(stream(track), {
      ...revalidate,
      'if-modified-since': new Date('2000-01-01').toUTCString(),
    })
    assert.equal(older.status, 200)
  })

  test('If-Range: the range for the same version, the whole file for another', async ({
    assert,
  }) => {
    const etag = (await fetchAudio(stream(track))).headers.get('etag')!
    const same = await fetchAudio(stream(track), { 'range': 'bytes=0-9', 'if-range': etag })
    assert.equal(same.status, 206)
    const changed = await fetchAudio(stream(track), {
      'range': 'bytes=0-9',
      'if-range': '"old-version"',
    })
    assert.equal(changed.status, 200)
    assert.lengthOf(changed.body, audio.length)
  })

  test('HEAD gives the headers of the file without its bytes', async ({ assert }) => {
    const response = await fetchAudio(stream(track), {}, 'HEAD')
    assert.equal(response.status, 200)
    assert.equal(response.headers.get('content-length'), String(audio.length))
    assert.equal(response.headers.get('content-type'), 'audio/wav')
    assert.lengthOf(response.body, 0)
  })

  test('unknown ids and malformed ids are 404 JSON', async ({ assert }) => {
    const unknown = await fetchAudio(api('tracks/999999999/stream'), { accept: 'application/json' })
    assert.equal(unknown.status, 404)
    assert.deepEqual(JSON.parse(unknown.body.toString()), { message: 'Not found.' })
    assert.equal(
      (await fetchAudio(api('tracks/abc/stream'), { accept: 'application/json' })).status,
      404
    )
  })

  test('a private track streams for its owner only; others get the 404 of an unknown track', async ({
    assert,
  }) => {
    const owner = await signedInSession()
    const other = await signedInSession()
    const secret = await makeTrack({ name: 'Secret demo', public: false, ownerId: owner.user.id })
    secret.merge({ src: key, mime: 'audio/wav' })
    await secret.save()

    assert.equal((await fetchAudio(stream(secret))).status, 404)
    assert.equal((await other.session.get(stream(secret))).status(), 404)
    const own = await owner.session.get(stream(secret)).headers({ range: 'bytes=0-3' })
    assert.equal(own.status(), 206)
    assert.equal(own.body().toString(), 'RIFF')
  })

  test('a track made private stops streaming to others at once, though rows are reused between chunks', async ({
    assert,
  }) => {
    const owner = await signedInSession()
    const shared = await makeTrack({ name: 'Secret demo', public: true, ownerId: owner.user.id })
    shared.merge({ src: key, mime: 'audio/wav' })
    await shared.save()
    assert.equal((await fetchAudio(stream(shared), { range: 'bytes=0-3' })).status, 206)

    shared.public = false
    await shared.save()
    assert.equal((await fetchAudio(stream(shared), { range: 'bytes=4-7' })).status, 404)
    assert.equal(
      (await owner.session.get(stream(shared)).headers({ range: 'bytes=4-7' })).status(),
      206
    )

    await shared.delete()
    assert.equal(
      (await owner.session.get(stream(shared)).headers({ range: 'bytes=4-7' })).status(),
      404
    )
  })

  test('guests without music.view get 401', async ({ assert }) => {
    await withoutRolePermission('guests', 'music.view', async () => {
      const response = await fetchAudio(stream(track), { accept: 'application/json' })
      assert.equal(response.status, 401)
    })
  })

  test('a track with an external URL redirects to it', async ({ assert }) => {
    const external = await makeTrack({ name: 'Hosted elsewhere' })
    external.merge({ src: 'https://cdn.example.com/audio/external.mp3' })
    await external.save()
    const response = await fetchAudio(stream(external))
    assert.equal(response.status, 302)
    assert.equal(response.headers.get('location'), 'https://cdn.example.com/audio/external.mp3')
  })

  test('a track whose file is gone, or that has none, is 404', async ({ assert }) => {
    const gone = await makeTrack({ name: 'Gone' })
    gone.merge({ src: 'tracks/stream-test/deleted.wav' })
    await gone.save()
    const none = await makeTrack({ name: 'No audio' })
    none.merge({ src: null })
    await none.save()
    for (const entry of [gone, none]) {
      const response = await fetchAudio(stream(entry), { accept: 'application/json' })
      assert.equal(response.status, 404)
      assert.deepEqual(JSON.parse(response.body.toString()), {
        message: 'This track has no audio file.',
      })
    }
  })

  test('a stored key can never read a file outside the audio store', async ({ assert }) => {
    // A file in the data folder, beside (not inside) the uploads disk.
    await writeFile(dataPath('outside-secret.txt'), 'TOP SECRET')
    for (const src of [
      '../outside-secret.txt',
      'tracks/../../outside-secret.txt',
      '../../../../../../etc/passwd',
      '/etc/passwd',
      'tracks\\..\\..\\outside-secret.txt',
    ]) {
      const escaping = await makeTrack({ name: 'Escaping' })
      escaping.merge({ src })
      await escaping.save()
      const response = await fetchAudio(stream(escaping), { accept: 'application/json' })
      assert.equal(response.status, 404, src)
      assert.notInclude(response.body.toString(), 'TOP SECRET', src)
      assert.notInclude(response.body.toString(), 'root:', src)
    }
  })

  test('with MUSIC_ACCEL_REDIRECT_PREFIX the front proxy is told which file to send', async ({
    assert,
  }) => {
    process.env.MUSIC_ACCEL_REDIRECT_PREFIX = '/_protected_audio'
    try {
      const response = await fetchAudio(stream(track), { range: 'bytes=0-9' })
      assert.equal(response.status, 200)
      assert.equal(response.headers.get('x-accel-redirect'), `/_protected_audio/${key}`)
      assert.equal(response.headers.get('content-type'), 'audio/wav')
      assert.lengthOf(response.body, 0)
    } finally {
      delete process.env.MUSIC_ACCEL_REDIRECT_PREFIX
    }
  })
})
