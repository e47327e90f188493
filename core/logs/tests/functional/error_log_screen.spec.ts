import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { UserFactory } from '#database/factories/user_factory'
import { signIn } from '#tests/helpers/sign_in'
import { sqlTime } from '#core/logs/server/models/error_log_entry'
import { grantPermissions } from '#tests/helpers/permissions'
import { CookieSession } from '#tests/helpers/cookie_session'

/** An entry of the error log, written as the sink writes them. */
async function logged(entry: { message: string; userId?: number | null; at?: DateTime; stack?: string }) {
  const [id] = await db.table('error_logs').insert({
    source: 'server',
    exception: 'Error',
    message: entry.message,
    stack: entry.stack ?? `Error: ${entry.message}\n    at handler (server/controllers/x.ts:1:1)`,
    url: '/api/v1/echo/boom',
    method: 'GET',
    status: 500,
    request_id: `req-${entry.message}`,
    user_id: entry.userId ?? null,
    user_agent: 'ScreenTest/1.0',
    created_at: sqlTime(entry.at ?? DateTime.utc()),
  })
  return id as number
}

/** A signed-in admin, with the error log emptied after signing in (whatever that logged). */
async function adminSession() {
  const session = await signIn(await UserFactory.apply('admin').create())
  await db.from('error_logs').delete()
  return session
}

/** Issue 14: the admin's logs screen reads the error log through these calls, behind logs.view. */
test.group('Error log screen API', (group) => {
  group.each.setup(async () => {
    await db.from('error_logs').delete()
  })

  test('lists the error log newest first, with request id, person and time, a page at a time', async ({ assert }) => {
    const person = await UserFactory.merge({ firstName: 'Ada' }).create()
    const session = await adminSession()
    await logged({ message: 'first', at: DateTime.utc().minus({ minutes: 2 }) })
    await logged({ message: 'second', userId: person.id, at: DateTime.utc().minus({ minutes: 1 }) })
    await logged({ message: 'third' })

    const response = await session.get('/api/v1/logs/error?perPage=2')
    assert.equal(response.status(), 200)
    const body = response.body()
    assert.deepEqual(
      body.data.map((entry: { message: string }) => entry.message),
      ['third', 'second']
    )
    assert.containsSubset(body, { current_page: 1, per_page: 2, total: 3, last_page: 2 })
    assert.containsSubset(body.data[1], {
      request_id: 'req-second',
      status: 500,
      user: { id: person.id, email: person.email, name: 'Ada Person' },
    })
    assert.isNull(body.data[0].user)
    assert.notProperty(body.data[0], 'stack', 'the list leaves the stacks out')
    assert.closeTo(Date.parse(body.data[0].created_at), Date.now(), 60_000)

    const second = (await session.get('/api/v1/logs/error?perPage=2&page=2')).body()
    assert.deepEqual(
      second.data.map((entry: { message: string }) => entry.message),
      ['first']
    )
  })

  test('since keeps the entries of a period', async ({ assert }) => {
    const session = await adminSession()
    await logged({ message: 'old', at: DateTime.utc().minus({ days: 10 }) })
    await logged({ message: 'recent', at: DateTime.utc().minus({ days: 1 }) })
    const since = DateTime.utc().minus({ days: 7 }).toISO()
    const body = (await session.get(`/api/v1/logs/error?since=${encodeURIComponent(since)}`)).body()
    assert.equal(body.total, 1)
    assert.equal(body.data[0].message, 'recent')
  })

  test('search keeps the entries whose error, address or request id holds the text, ignoring case', async ({ assert }) => {
    const session = await adminSession()
    await logged({ message: 'Database went away' })
    await logged({ message: 'Cannot read title' })
    const byMessage = (await session.get('/api/v1/logs/error?search=DATABASE')).body()
    assert.deepEqual(
      byMessage.data.map((entry: { message: string }) => entry.message),
      ['Database went away']
    )
    assert.equal(byMessage.total, 1)
    const byRequest = (await session.get('/api/v1/logs/error?search=req-Cannot')).body()
    assert.equal(byRequest.data[0].message, 'Cannot read title')
    assert.equal((await session.get('/api/v1/logs/error?search=nothing-like-this')).body().total, 0)
  })

  test('shows one entry with its trace; an unknown one is 404', async ({ assert }) => {
    const session = await adminSession()
    const id = await logged({ message: 'with trace', stack: 'Error: with trace\n    at a (b.ts:3:4)' })
    const response = await session.get(`/api/v1/logs/error/${id}`)
    assert.equal(response.status(), 200)
    assert.containsSubset(response.body().entry, {
      id,
      message: 'with trace',
      stack: 'Error: with trace\n    at a (b.ts:3:4)',
      user_agent: 'ScreenTest/1.0',
    })
    assert.equal((await session.get(`/api/v1/logs/error/${id + 1000}`)).status(), 404)
  })

  test('bad paging or period is a 422 naming the field', async ({ assert }) => {
    const session = await adminSession()
    for (const [query, field] of [
      ['page=0', 'page'],
      ['perPage=1000', 'perPage'],
      ['since=yesterday', 'since'],
      ['since=2026-02-31T00:00:00Z', 'since'],
      [`search=${'x'.repeat(201)}`, 'search'],
    ]) {
      const response = await session.get(`/api/v1/logs/error?${query}`)
      assert.equal(response.status(), 422, query)
      assert.property(response.body().errors, field, query)
      assert.isString(response.body().message)
    }
  })

  test('needs logs.view: an admin without it gets 403, a guest 401', async ({ assert }) => {
    const id = await logged({ message: 'private' })
    // May open the admin area, not its logs: the logs screen's declared permission.
    const areaOnly = await UserFactory.create()
    await grantPermissions(areaOnly.id, ['admin.access'])
    const session = await signIn(areaOnly)
    for (const path of ['/api/v1/logs/error', `/api/v1/logs/error/${id}`, '/api/v1/logs/error/download-latest']) {
      assert.equal((await session.get(path)).status(), 403, path)
      assert.equal((await new CookieSession().get(path)).status(), 401, path)
    }

    const reader = await UserFactory.create()
    await grantPermissions(reader.id, ['logs.view'])
    assert.equal((await (await signIn(reader)).get('/api/v1/logs/error')).status(), 200)
  })
})
