import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { deleteExpiredRateLimits } from '#core/accounts/server/limits/expire_rate_limits_job'

test.group('Rate-limit counters expiry', (group) => {
  group.each.setup(async () => {
    await db.from('limiter_rate_limits').where('key', 'like', 'expiry-test:%').delete()
  })

  test('the hourly job deletes counters expired over an hour ago and keeps the rest', async ({ assert }) => {
    const now = Date.now()
    await db.table('limiter_rate_limits').multiInsert([
      { key: 'expiry-test:old', points: 5, expire: now - 2 * 3_600_000 },
      { key: 'expiry-test:recent', points: 5, expire: now - 60_000 },
      { key: 'expiry-test:live', points: 1, expire: now + 60_000 },
    ])

    await deleteExpiredRateLimits(now)

    const kept = await db.from('limiter_rate_limits').where('key', 'like', 'expiry-test:%').orderBy('key').select('key')
    assert.deepEqual(
      kept.map(({ key }) => key),
      ['expiry-test:live', 'expiry-test:recent']
    )
  })
})
