import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { notificationsChannel } from '#core/kernel/shared/notifications'
import { AppProcess } from '#tests/helpers/app_process'
import { signIn } from '#tests/helpers/sign_in'
import { EventStream } from '#tests/helpers/event_stream'

/**
 * Issue 19's two-node test: a notification made on node A reaches a tab
 * whose event stream is held by node B (transmit's Redis transport relays
 * it). Run by `.ci/run` like two_nodes.spec.ts.
 */
const redisUrl = process.env.MULTINODE_REDIS_URL
const shared = redisUrl !== undefined && process.env.DB_CONNECTION === 'mysql'
const NODE_ENV = {
  REDIS_URL: redisUrl ?? '',
  SESSION_DRIVER: 'cookie',
  QUEUE_DRIVER: 'redis',
  QUEUE_WORKER: 'false',
}

test.group('Notifications in real time across two app nodes', (group) => {
  let nodeA: AppProcess
  let nodeB: AppProcess
  group.setup(async () => {
    if (!shared) return
    // One after the other: two boots at once on a loaded machine may outlast the boot timeout.
    nodeA = await AppProcess.start(NODE_ENV)
    nodeB = await AppProcess.start(NODE_ENV)
  })
  group.teardown(async () => {
    if (!shared) return
    await Promise.all([nodeA.stop(), nodeB.stop()])
  })

  test('someone follows Ada through node A; her tab connected to node B hears it at once', async ({ assert, cleanup }) => {
    const [ada, grace] = await UserFactory.createMany(2)
    const adaOnB = await signIn(ada, { origin: nodeB.url('') })
    const stream = await EventStream.open(adaOnB, nodeB.url(''))
    cleanup(() => stream.close())
    assert.equal(await stream.subscribe(notificationsChannel(ada.id)), 204)

    const graceOnA = await signIn(grace, { origin: nodeA.url('') })
    assert.equal((await graceOnA.put(`/api/v1/music/follows/user/${ada.id}`)).status(), 204)

    const event = await stream.next((message) => message.payload.type === 'notification.created')
    assert.equal(event.payload.notification.type, 'music.new_follower')
    assert.equal(event.payload.unread_count, 1)
    // The list on node B agrees: the database is shared.
    assert.equal((await adaOnB.get('/api/v1/notifications')).body().unread_count, 1)
  }).skip(!shared, 'needs MULTINODE_REDIS_URL and DB_CONNECTION=mysql')
})
