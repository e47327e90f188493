import { test } from '@japa/runner'
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Disk } from '@adonisjs/drive'
import { FSDriver } from '@adonisjs/drive/drivers/fs'
import type { DriverContract } from '@adonisjs/drive/types'
import { locateAudio, resolveWithin, UnsafeKeyError } from '#plugins/music/server/streaming/audio_store'

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

    const source = await locateAudio('tracks/a.flac', null, disk)
    assert.equal(source.kind, 'file')
    if (source.kind !== 'file') return
    assert.equal(source.size, 1234)
    assert.equal(source.mime, 'audio/flac')
    assert.equal(source.path, join(root, 'tracks/a.flac'))
    assert.deepEqual(await locateAudio('tracks/none.mp3', null, disk), { kind: 'missing' })
    assert.deepEqual(await locateAudio(null, null, disk), { kind: 'missing' })
    await assert.rejects(() => locateAudio('tracks/../outside.txt', null, disk), UnsafeKeyError as any)
  })

  test('external URLs are redirected to as they are', async ({ assert }) => {
    assert.deepEqual(await locateAudio('https://cdn.example.com/a.mp3', null), { kind: 'redirect', url: 'https://cdn.example.com/a.mp3', cacheable: true })
  })

  test('an S3-compatible disk gives a short-lived presigned URL with the content type', async ({ assert }) => {
    const asked: Array<{ key: string; options: any }> = []
    const s3Like = {
      exists: async (key: string) => key === 'tracks/x.mp3',
      getSignedUrl: async (key: string, options: any) => {
        asked.push({ key, options })
        return `https://bucket.example.com/${key}?X-Amz-Signature=abc`
      },
    } as unknown as DriverContract
    const disk = new Disk(s3Like)

    const source = await locateAudio('tracks/x.mp3', null, disk)
    assert.deepEqual(source, { kind: 'redirect', url: 'https://bucket.example.com/tracks/x.mp3?X-Amz-Signature=abc', cacheable: false })
    assert.deepEqual(asked, [{ key: 'tracks/x.mp3', options: { expiresIn: '10m', contentType: 'audio/mpeg' } }])
    assert.deepEqual(await locateAudio('tracks/gone.mp3', null, disk), { kind: 'missing' })
    await assert.rejects(() => locateAudio('../x.mp3', null, disk), UnsafeKeyError as any)
  })
})
