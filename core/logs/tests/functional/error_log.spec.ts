import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { WEB_ERROR_REPORT_LIMITS } from '#core/kernel/shared/web_error_report'
import type { ApiClient } from '@japa/api-client'
import type User from '#core/accounts/server/models/user'
import { clearOldErrors } from '#core/logs/server/sinks/error_log_sink'
import { RETENTION_DAYS } from '#core/logs/server/error_log_retention'
import { withSettings } from '#core/accounts/tests/functional/sign_in/sign_in_helpers'
import { sqlTime } from '#core/logs/server/models/error_log_entry'
import { DateTime } from 'luxon'
import { UserFactory } from '#database/factories/user_factory'
import { emptyErrorLog } from '#tests/helpers/error_log'

const REPORT = { exception: 'TypeError', message: "Cannot read properties of undefined (reading 'title')", stack: 'TypeError: ...\n    at TrackPage (/assets/track-abc.js:1:200)', url: '/track/1/song' }

function errorLog() {
  return db.from('error_logs').orderBy('id')
}

/** A web app's error report, from a guest or from `user`. */
function sendReport(client: ApiClient, json: unknown, user?: User) {
  const request = client.post('/api/v1/logs/error').json(json).header('user-agent', 'ReportTest/1.0').withCsrfToken()
  return user ? request.loginAs(user) : request
}

/** Issue 14: server errors and the web app's reports land in the error log, with request id and user. */
test.group('Error log', (group) => {
  group.each.setup(async () => {
    await emptyErrorLog()
    await db.from('limiter_rate_limits').delete()
  })

  test("a server error is logged with its request id, path and the signed-in person's id", async ({ assert, client }) => {
    const user = await UserFactory.create()
    const response = await client.get('/api/v1/echo/boom?secret=1').header('x-request-id', 'req-boom-1').loginAs(user)
    assert.equal(response.status(), 500)

    const [entry, ...others] = await errorLog()
    assert.lengthOf(others, 0)
    assert.containsSubset(entry, {
      source: 'server',
      exception: 'Error',
      message: 'The echo fixture failed on purpose',
      url: '/api/v1/echo/boom',
      method: 'GET',
      status: 500,
      request_id: 'req-boom-1',
      user_id: user.id,
    })
    assert.include(entry.stack, 'echo_controller.ts')
  })

  test('a guest\'s server error is logged with a generated request id and no user', async ({ assert, client }) => {
    assert.equal((await client.get('/api/v1/echo/boom')).status(), 500)
    const [entry] = await errorLog()
    assert.isNull(entry.user_id)
    assert.isString(entry.request_id)
    assert.isAbove(entry.request_id.length, 8)
  })

  test('client errors (4xx) are not logged', async ({ assert, client }) => {
    assert.equal((await client.get('/api/v1/no/such/route')).status(), 404)
    assert.lengthOf(await errorLog(), 0)
  })

  test("a web app report is stored with the report's request id and the person", async ({ assert, client }) => {
    const user = await UserFactory.create()
    const response = await sendReport(client, REPORT, user)
    assert.equal(response.status(), 204)

    const [entry] = await errorLog()
    assert.containsSubset(entry, {
      source: 'web',
      exception: 'TypeError',
      message: REPORT.message,
      stack: REPORT.stack,
      url: '/track/1/song',
      method: null,
      status: null,
      user_id: user.id,
      user_agent: 'ReportTest/1.0',
    })
    assert.isString(entry.request_id)
  })

  test('a report from a password reset page keeps the path without its token', async ({ assert, client }) => {
    assert.equal((await sendReport(client, { ...REPORT, url: '/password/reset/secret-token' })).status(), 204)
    const [entry] = await errorLog()
    assert.equal(entry.url, '/password/reset/[redacted]')
  })

  test('reports that are malformed or too long are refused with 422 and store nothing', async ({ assert, client }) => {
    for (const bad of [
      {},
      { exception: 'Error' },
      { ...REPORT, message: 'x'.repeat(WEB_ERROR_REPORT_LIMITS.message + 1) },
      { ...REPORT, stack: 's'.repeat(WEB_ERROR_REPORT_LIMITS.stack + 1) },
      { ...REPORT, url: 'https://example.com/page?token=1' },
      { ...REPORT, message: { nested: true } },
      [REPORT],
    ]) {
      const response = await sendReport(client, bad)
      assert.equal(response.status(), 422, JSON.stringify(bad).slice(0, 80))
      assert.isString(response.body().message)
    }
    assert.lengthOf(await errorLog(), 0)
  })

  test('a report without the XSRF header is refused', async ({ assert, client }) => {
    const response = await client.post('/api/v1/logs/error').json(REPORT)
    assert.equal(response.status(), 419)
    assert.lengthOf(await errorLog(), 0)
  })

  test('a flood of reports from one address is cut off with 429 after 10 a minute', async ({ assert, client }) => {
    const statuses: number[] = []
    for (let index = 0; index < 14; index++) statuses.push((await sendReport(client, REPORT)).status())
    assert.deepEqual(statuses, [...Array(10).fill(204), ...Array(4).fill(429)])
    const refused = await sendReport(client, REPORT)
    assert.equal(refused.status(), 429)
    assert.equal(refused.body().message, 'Too many error reports. Please try again later.')
    assert.isAbove(Number(refused.header('retry-after')), 0)
    assert.lengthOf(await errorLog(), 10)
  })

  test('the latest error log downloads as a text file for people who may view logs', async ({ assert, client }) => {
    await client.get('/api/v1/echo/boom').header('x-request-id', 'req-download-1')
    await sendReport(client, REPORT)

    const admin = await UserFactory.apply('admin').create()
    const response = await client.get('/api/v1/logs/error/download-latest').loginAs(admin)
    assert.equal(response.status(), 200, response.text().slice(0, 300))
    assert.match(response.header('content-type')!, /^text\/plain/)
    assert.match(response.header('content-disposition')!, /^attachment; filename="errors-\d{4}-\d{2}-\d{2}\.log"$/)
    const [serverLine, webLine] = response.text().split('\n').filter((line) => line.startsWith('['))
    assert.match(serverLine, /server\.ERROR: Error: The echo fixture failed on purpose \{"request_id":"req-download-1","user_id":null,"method":"GET","url":"\/api\/v1\/echo\/boom","status":500/)
    assert.include(webLine, 'web.ERROR: TypeError: Cannot read properties of undefined')
    assert.include(response.text(), 'echo_controller.ts')
  })

  test('the download is refused to guests (401) and to people without logs.view (403)', async ({ assert, client }) => {
    await sendReport(client, REPORT)
    const guest = await client.get('/api/v1/logs/error/download-latest')
    assert.equal(guest.status(), 401)
    const refused = await client.get('/api/v1/logs/error/download-latest').loginAs(await UserFactory.create())
    assert.equal(refused.status(), 403)
    assert.notInclude(refused.text(), 'Cannot read properties')
  })

  test('entries older than the retention period are cleared', async ({ assert }) => {
    const entryAged = (days: number, message: string) => ({ source: 'server', exception: 'Error', message, created_at: sqlTime(DateTime.utc().minus({ days })) })
    await db.table('error_logs').multiInsert([entryAged(RETENTION_DAYS + 1, 'too old'), entryAged(RETENTION_DAYS - 1, 'recent')])
    await clearOldErrors()
    assert.deepEqual(
      (await errorLog()).map((entry) => entry.message),
      ['recent']
    )
  })

  test("the logging tab's retention setting decides what is cleared", async ({ assert, cleanup }) => {
    cleanup(await withSettings({ 'logging.error_retention_days': 3 }))
    const entryAged = (days: number, message: string) => ({ source: 'server', exception: 'Error', message, created_at: sqlTime(DateTime.utc().minus({ days })) })
    await db.table('error_logs').multiInsert([entryAged(4, 'past three days'), entryAged(2, 'within three days')])
    await clearOldErrors()
    assert.deepEqual(
      (await errorLog()).map((entry) => entry.message),
      ['within three days']
    )
  })

  test('an empty error log answers 404 with a message', async ({ assert, client }) => {
    const admin = await UserFactory.apply('admin').create()
    const response = await client.get('/api/v1/logs/error/download-latest').loginAs(admin)
    assert.equal(response.status(), 404)
    assert.deepEqual(response.body(), { message: 'The error log is empty.' })
  })
})
