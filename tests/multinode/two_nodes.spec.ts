import { setTimeout as sleep } from 'node:timers/promises'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { Redis } from 'ioredis'
import { UserFactory } from '#database/factories/user_factory'
import { AppProcess } from '#tests/helpers/app_process'
import { RoundRobinProxy } from '#tests/helpers/round_robin_proxy'
import { CookieSession } from '#tests/helpers/cookie_session'
import { signIn } from '#tests/helpers/sign_in'
import { makeArtist, makeTrack } from '#plugins/music/tests/helpers/catalogue_factory'
import { PLAY_COUNTS_LOCK } from '#plugins/music/locks'

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
/** Each node works the Redis queue, so each tries the play-count roll-up every second (under its lock). */
const NODE_ENV = {
  REDIS_URL: redisUrl ?? '',
  SESSION_DRIVER: 'cookie',
  READ_CACHE: 'true',
  QUEUE_DRIVER: 'redis',
  QUEUE_WORKER: 'true',
  MUSIC_PLAY_COUNT_DELAY_SECONDS: '1',
}

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

  test('a lock held by another process holds on both nodes, and one of them takes it once free', async ({ assert }) => {
    const track = await makeTrack()
    const plays = async () => Number((await db.from('tracks').where('id', track.id).firstOrFail()).plays)
    const redis = new Redis(redisUrl!)
    try {
      // As @adonisjs/lock's Redis store holds a lock: its name as the key, the owner as the value.
      // A node may hold it this very moment for its own roll-up (every second): wait for it to let go.
      const takeLock = () => redis.set(PLAY_COUNTS_LOCK.name, 'a third process', 'PX', 60_000, 'NX')
      const lockDeadline = Date.now() + 10_000
      let taken = await takeLock()
      while (taken !== 'OK' && Date.now() < lockDeadline) {
        await sleep(50)
        taken = await takeLock()
      }
      assert.equal(taken, 'OK')
      await db.table('uncounted_plays').multiInsert([{ track_id: track.id }, { track_id: track.id }])
      // Both nodes try the roll-up every second meanwhile.
      await sleep(3000)
      assert.equal(await plays(), 0, 'no node rolled up while the lock was held')

      await redis.del(PLAY_COUNTS_LOCK.name)
      const deadline = Date.now() + 15_000
      while ((await plays()) < 2 && Date.now() < deadline) await sleep(200)
      assert.equal(await plays(), 2, 'counted once, by one node')
    } finally {
      redis.disconnect()
    }
  }).skip(!shared, 'needs MULTINODE_REDIS_URL and DB_CONNECTION=mysql')
})
