import { test } from '@japa/runner'
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Disk } from '@adonisjs/drive'
import { FSDriver } from '@adonisjs/drive/drivers/fs'
import { S3Driver } from '@adonisjs/drive/drivers/s3'
import { s3DiskOptions } from '#core/kernel/storage/s3_disk_options'
import { locateAudio, resolveWithin, UnsafeKeyError } from '#plugins/music/server/streaming/audio_store'
import { TestS3Server } from '#tests/helpers/s3_server'

test.group('Audio store', () => {
  test('keys resolve inside the store; traversal, absolute paths, backslashes and NUL bytes are refused', ({ assert }) => {
    assert.equal(resolveWithin('/data/uploads', 'tracks/ab/file.wav'), '/data/uploads/tracks/ab/file.wav')
    for (const key of ['../secret', 'tracks/../../etc/passwd', '/etc/passwd', 'tracks\\..\\..\\x', 'a\0b', '', 'tracks/..']) {
      assert.throws(() => resolveWithin('/data/uploads', key), /Refused audio key outside the store/, JSON.stringify(key))
    }
  })

  test('a local disk gives the file with its size, date and type; a missing file gives missing', async ({ assert }) => {
    const root = await mkdtemp(join(tmpdir(), 'cadenza-store-'))
    await mkdir(join(root, 'tracks'))
    await writeFile(join(root, 'tracks/a.flac'), Buffer.alloc(1234))
    await writeFile(join(root, 'outside.txt'), 'secret')
    const disk = new Disk(new FSDriver({ location: join(root), visibility: 'private' }))

    const source = await locateAudio({ src: 'tracks/a.flac', mime: null }, disk)
    assert.equal(source.kind, 'file')
    if (source.kind !== 'file') return
    assert.equal(source.size, 1234)
    assert.equal(source.mime, 'audio/flac')
    assert.equal(source.path, join(root, 'tracks/a.flac'))
    assert.deepEqual(await locateAudio({ src: 'tracks/none.mp3', mime: null }, disk), { kind: 'missing' })
    assert.deepEqual(await locateAudio({ src: null, mime: null }, disk), { kind: 'missing' })
    await assert.rejects(() => locateAudio({ src: 'tracks/../outside.txt', mime: null }, disk), UnsafeKeyError as any)
  })

  test('external URLs are redirected to as they are', async ({ assert }) => {
    assert.deepEqual(await locateAudio({ src: 'https://cdn.example.com/a.mp3', mime: null }), { kind: 'redirect', url: 'https://cdn.example.com/a.mp3', cacheable: true })
  })

  test('an S3-compatible disk gives a short-lived presigned URL that serves the object with its type', async ({ assert }) => {
    const s3 = await TestS3Server.start()
    try {
      s3.createBucket('audio')
      const connection = { region: s3.region, endpoint: s3.endpoint, forcePathStyle: true, ...s3.credentials }
      const disk = new Disk(new S3Driver(s3DiskOptions(connection, { bucket: 'audio', visibility: 'private' })))
      const bytes = Buffer.from('ID3 not really an mp3')
      // Stored without its type: the URL itself asks S3 to answer with the track's.
      await disk.put('tracks/x.mp3', bytes, { contentType: 'application/octet-stream' })

      const source = await locateAudio({ src: 'tracks/x.mp3', mime: null }, disk)
      assert.equal(source.kind, 'redirect')
      if (source.kind !== 'redirect') return
      assert.isFalse(source.cacheable)
      const url = new URL(source.url)
      assert.equal(url.searchParams.get('X-Amz-Expires'), '600')
      // A long track's URL outlives its listen (seeks near the end of an hour-long mix keep working).
      const long = await locateAudio({ src: 'tracks/x.mp3', mime: 'audio/mpeg', duration: 3_600_000 }, disk)
      assert.equal(long.kind === 'redirect' && new URL(long.url).searchParams.get('X-Amz-Expires'), String(3600 + 600))
      const served = await fetch(url)
      assert.equal(served.status, 200)
      assert.equal(served.headers.get('content-type'), 'audio/mpeg')
      assert.deepEqual(Buffer.from(await served.arrayBuffer()), bytes)

      assert.deepEqual(await locateAudio({ src: 'tracks/gone.mp3', mime: null }, disk), { kind: 'missing' })
      await assert.rejects(() => locateAudio({ src: '../x.mp3', mime: null }, disk), UnsafeKeyError as any)
      assert.isEmpty(s3.requests.filter((request) => request.target.includes('..')))
    } finally {
      await s3.stop()
    }
  })
})
