import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { receivedErrors } from '#tests/fixtures/echo/server/recording_sink'
import { SAME_ERROR_PER_MINUTE } from '#core/logs/server/sinks/error_log_sink'
import { emptyErrorLog } from '#tests/helpers/error_log'

const REPORT = { message: 'Broken [sink fails]', exception: 'TypeError', stack: 'TypeError: ...', url: '/track/1/song' }

function errorLog() {
  return db.from('error_logs').orderBy('id')
}

/**
 * A plugin's manifest `errorSinks` (the echo fixture's records what it gets
 * and fails on purpose for '[sink fails]'): cross-module, so it lives here
 * rather than in core/logs, which imports no plugin.
 */
test.group('Error sinks of plugins', (group) => {
  group.each.setup(async () => {
    await emptyErrorLog()
    await db.from('limiter_rate_limits').delete()
  })

  test("a plugin's error sink receives the same errors, and one that fails changes no answer", async ({ assert, client }) => {
    receivedErrors.length = 0
    assert.equal((await client.get('/api/v1/echo/boom').headers({ 'x-request-id': 'req-sink-1' })).status(), 500)
    assert.equal((await client.post('/api/v1/logs/error').json(REPORT).withCsrfToken()).status(), 204)
    assert.containsSubset(receivedErrors, [
      { source: 'server', requestId: 'req-sink-1', message: 'The echo fixture failed on purpose' },
      { source: 'web', message: 'Broken [sink fails]', url: '/track/1/song' },
    ])
    assert.lengthOf(await errorLog(), 2)
  })

  test('a storm of one server error is stored a few times a minute, every other error still is', async ({ assert, client }) => {
    for (let index = 0; index < SAME_ERROR_PER_MINUTE + 5; index++) assert.equal((await client.get('/api/v1/echo/boom')).status(), 500)
    assert.equal((await client.post('/api/v1/logs/error').json(REPORT).withCsrfToken()).status(), 204)
    const rows = await errorLog()
    assert.lengthOf(rows.filter((row) => row.source === 'server'), SAME_ERROR_PER_MINUTE)
    assert.lengthOf(rows.filter((row) => row.source === 'web'), 1)
  })
})
