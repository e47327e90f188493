import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { test } from '@japa/runner'
import { ERRORS, Server, Upload } from '@tus/server'
import {
  BatchedFileStore,
  UPLOAD_WRITE_BATCH_BYTES,
} from '#core/files/server/tus/batched_file_store'

/** A tus request to the server, as the web app sends it. */
function tusRequest(url: string, method: string, headers: Record<string, string>, body?: Buffer) {
  return new Request(new URL(url, 'http://localhost'), {
    method,
    headers: { 'tus-resumable': '1.0.0', ...headers },
    body: body ? (Readable.toWeb(Readable.from([body])) as ReadableStream) : null,
    duplex: 'half',
  } as RequestInit)
}

test.group(
  'tus batched file store: the library’s file store, writing in larger batches',
  (group) => {
    let directory: string
    group.each.setup(async () => {
      directory = await mkdtemp(join(tmpdir(), 'cadenza-tus-'))
      return () => rm(directory, { recursive: true, force: true })
    })

    test('@tus/server stores an upload sent in two PATCHes through it, at the offsets it reports', async ({
      assert,
    }) => {
      const server = new Server({ path: '/files', datastore: new BatchedFileStore({ directory }) })
      // More than one batch, and not a whole number of the socket's 64 KB chunks.
      const bytes = Buffer.alloc(3 * UPLOAD_WRITE_BATCH_BYTES + 100_001)
      for (let index = 0; index < bytes.length; index++) bytes[index] = (index * 7) % 251
      const half = UPLOAD_WRITE_BATCH_BYTES + 12_345

      const created = await server.handleWeb(
        tusRequest('/files', 'POST', { 'upload-length': String(bytes.length) })
      )
      assert.equal(created.status, 201)
      const location = created.headers.get('location')!
      const patch = (offset: number, piece: Buffer) =>
        server.handleWeb(
          tusRequest(
            location,
            'PATCH',
            {
              'upload-offset': String(offset),
              'content-type': 'application/offset+octet-stream',
            },
            piece
          )
        )

      const first = await patch(0, bytes.subarray(0, half))
      assert.equal(first.status, 204)
      assert.equal(first.headers.get('upload-offset'), String(half))
      const second = await patch(half, bytes.subarray(half))
      assert.equal(second.headers.get('upload-offset'), String(bytes.length))

      const id = location.slice(location.lastIndexOf('/') + 1)
      assert.isTrue((await readFile(join(directory, id))).equals(bytes))
    })

    test('a body that breaks off keeps what arrived, and the upload resumes from there', async ({
      assert,
    }) => {
      const store = new BatchedFileStore({ directory })
      await store.create(new Upload({ id: 'broken', size: 10, offset: 0 }))
      let sent = false
      const breaking = new Readable({
        read() {
          if (sent)
            return void setTimeout(() => this.destroy(new Error('the client went away')), 50)
          sent = true
          this.push(Buffer.from('abcd'))
        },
      })
      assert.deepEqual(
        await store.write(breaking, 'broken', 0).catch((error) => error),
        ERRORS.FILE_WRITE_ERROR
      )
      assert.equal((await store.getUpload('broken')).offset, 4)
      assert.equal(await store.write(Readable.from([Buffer.from('efghij')]), 'broken', 4), 10)
      assert.equal(await readFile(join(directory, 'broken'), 'utf8'), 'abcdefghij')
    })

    test('an id that leaves the folder is refused before any file is opened', async ({
      assert,
    }) => {
      const store = new BatchedFileStore({ directory })
      const refusal = await store
        .write(Readable.from([Buffer.from('x')]), '../escaped', 0)
        .catch((error) => error)
      assert.deepEqual(refusal, ERRORS.FILE_NOT_FOUND)
    })
  }
)
