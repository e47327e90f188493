import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { AppProcess } from '#tests/helpers/app_process'
import { RoundRobinProxy } from '#tests/helpers/round_robin_proxy'
import { CookieSession } from '#tests/helpers/cookie_session'
import { signIn } from '#tests/helpers/sign_in'
import { makeArtist } from '#plugins/music/tests/helpers/catalogue_factory'

/**
 * Two app nodes on one MariaDB and one Redis (REDIS_URL), behind a
 * round-robin balancer: what one node writes, the other reads at once (the
 * read caches' tags dropped through Redis' bus), and sessions and rate limits
 * are the same whichever node answers. Run by `.ci/run` with MULTINODE_REDIS_URL
 * (the nodes' REDIS_URL; the test process itself writes only to the database)
 * and DB_CONNECTION=mysql (`npm test -- multinode`); skipped without them.
 */
const redisUrl = process.env.MULTINODE_REDIS_URL
const shared = redisUrl !== undefined && process.env.DB_CONNECTION === 'mysql'
const NODE_ENV = { REDIS_URL: redisUrl ?? '', SESSION_DRIVER: 'cookie', QUEUE_WORKER: 'false', READ_CACHE: 'true' }

let nodeA: AppProcess
let nodeB: AppProcess
let balancer: RoundRobinProxy

const origin = (node: AppProcess) => node.url('').replace(/\/$/, '')
const music = (path: string) => `/api/v1/music/${path}`

test.group('Two app nodes sharing MariaDB and Redis', (group) => {
  group.setup(async () => {
    if (!shared) return
    ;[nodeA, nodeB] = await Promise.all([AppProcess.start(NODE_ENV), AppProcess.start(NODE_ENV)])
    balancer = await RoundRobinProxy.start([origin(nodeA), origin(nodeB)])
  })
  group.teardown(async () => {
    if (!shared) return
    await balancer.stop()
    await Promise.all([nodeA.stop(), nodeB.stop()])
  })

  test('a write on node A is seen on node B at its next read', async ({ assert }) => {
    const artist = await makeArtist()
    const guestOnB = await new CookieSession(origin(nodeB)).start()
    const followersOnB = async () => (await guestOnB.get(music(`artists/${artist.id}`))).body().artist.followers_count
    assert.equal(await followersOnB(), 0)
    assert.equal(await followersOnB(), 0, 'kept by node B')

    const fan = await signIn(await UserFactory.create(), { origin: origin(nodeA) })
    assert.equal((await fan.put(music(`follows/artist/${artist.id}`))).status(), 204)
    assert.equal(await followersOnB(), 1)
  }).skip(!shared, 'needs MULTINODE_REDIS_URL and DB_CONNECTION=mysql')

  test('a session made on node A works on node B and through the balancer', async ({ assert }) => {
    const onA = await signIn(await UserFactory.create(), { origin: origin(nodeA) })
    assert.equal((await onA.copy(origin(nodeB)).get(music('library/playlists'))).status(), 200)

    const throughBalancer = await signIn(await UserFactory.create(), { origin: balancer.origin })
    for (let request = 0; request < 4; request++) {
      assert.equal((await throughBalancer.get(music('library/playlists'))).status(), 200)
      assert.equal((await throughBalancer.put(music(`likes/artist/${(await makeArtist()).id}`))).status(), 204)
    }
  }).skip(!shared, 'needs MULTINODE_REDIS_URL and DB_CONNECTION=mysql')

  test('a rate limit counts the requests of both nodes', async ({ assert }) => {
    // One new verification code per minute per account (email_verification_controller.ts).
    const onA = await signIn(await UserFactory.apply('unverified').create(), { origin: origin(nodeA) })
    const first = await onA.post('/api/v1/resend-email-verification').json({})
    assert.isBelow(first.status(), 300)
    const onB = onA.copy(origin(nodeB))
    assert.equal((await onB.post('/api/v1/resend-email-verification').json({})).status(), 429)
  }).skip(!shared, 'needs MULTINODE_REDIS_URL and DB_CONNECTION=mysql')
})
