import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { AppProcess } from '#tests/helpers/app_process'
import { signIn } from '#tests/helpers/sign_in'
import { mp3Bytes } from '#core/files/tests/helpers/sample_files'
import { createUpload, patchUpload, tusFetch } from '#core/files/tests/helpers/tus_requests'

/**
 * A resumable upload is written by one request at a time whichever node
 * receives it (issue 15's "an upload lock too"): the files.tus_upload lock
 * lives in Redis, so while node A streams a PATCH, node B answers 423 to a
 * PATCH or HEAD of the same upload, and serves it once A is done. The two
 * nodes share the data folder here (as a shared volume would; the S3 store
 * is the other way to share uploads). Run by `.ci/run` like two_nodes.spec.ts.
 */
const redisUrl = process.env.MULTINODE_REDIS_URL
const shared = redisUrl !== undefined && process.env.DB_CONNECTION === 'mysql'
const NODE_ENV = {
  REDIS_URL: redisUrl ?? '',
  SESSION_DRIVER: 'cookie',
  QUEUE_DRIVER: 'redis',
  QUEUE_WORKER: 'false',
}

test.group('A resumable upload across two app nodes', (group) => {
  let nodeA: AppProcess
  let nodeB: AppProcess
  group.setup(async () => {
    if (!shared) return
    ;[nodeA, nodeB] = await Promise.all([AppProcess.start(NODE_ENV), AppProcess.start(NODE_ENV)])
  })
  group.teardown(async () => {
    if (!shared) return
    await Promise.all([nodeA.stop(), nodeB.stop()])
  })

  test('while node A writes an upload, node B answers 423; then B serves it', async ({
    assert,
  }) => {
    const onA = await signIn(await UserFactory.create(), { origin: nodeA.url('') })
    const onB = onA.copy(nodeB.url(''))
    const bytes = mp3Bytes(8)
    const { location, id } = await createUpload(onA, nodeA.url(''), bytes.length, { name: 'a.mp3' })

    // A PATCH on node A that sends its first bytes, then waits.
    let finish!: () => void
    const held = new Promise<void>((resolve) => (finish = resolve))
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(bytes.subarray(0, 1000))
        await held
        controller.enqueue(bytes.subarray(1000))
        controller.close()
      },
    })
    const patchOnA = tusFetch(onA, nodeA.url(''), 'PATCH', location, {
      headers: { 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
      stream: body,
    })

    // Node B refuses the same upload while A holds it (polled: A takes the lock once its request is routed).
    let locked = 0
    for (let attempt = 0; attempt < 100 && locked !== 423; attempt++) {
      locked = (await tusFetch(onB, nodeB.url(''), 'HEAD', location)).status
      if (locked !== 423) await new Promise((resolve) => setTimeout(resolve, 50))
    }
    assert.equal(locked, 423)
    assert.equal((await patchUpload(onB, nodeB.url(''), location, 0, bytes)).status, 423)

    finish()
    assert.equal((await patchOnA).status, 204)
    const head = await tusFetch(onB, nodeB.url(''), 'HEAD', location)
    assert.equal(head.status, 200)
    assert.equal(head.headers.get('upload-offset'), String(bytes.length))
    const entry = await onB.post('/api/v1/tus/entries').json({ uploadKey: id })
    assert.equal(entry.status(), 201, entry.text())
  }).skip(!shared, 'needs MULTINODE_REDIS_URL and DB_CONNECTION=mysql')
})
