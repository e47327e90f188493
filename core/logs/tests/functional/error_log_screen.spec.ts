import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { UserFactory } from '#database/factories/user_factory'
import { signIn } from '#tests/helpers/sign_in'
import { sqlTime } from '#core/logs/server/models/error_log_entry'
import { grantPermissions } from '#tests/helpers/permissions'
import { CookieSession } from '#tests/helpers/cookie_session'

/** An entry of the error log, written as the sink writes them. */
async function logged(entry: { message: string; userId?: number | null; at?: DateTime; stack?: string; source?: 'server' | 'web' }) {
  const [id] = await db.table('error_logs').insert({
    source: entry.source ?? 'server',
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

function messagesOf(page: { data: Array<{ message: string }> }) {
  return page.data.map((entry) => entry.message)
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

  test('lists the error log newest first, with request id, person and time, a keyset page at a time', async ({ assert }) => {
    const person = await UserFactory.merge({ firstName: 'Ada' }).create()
    const session = await adminSession()
    await logged({ message: 'first', at: DateTime.utc().minus({ minutes: 2 }) })
    await logged({ message: 'second', userId: person.id, at: DateTime.utc().minus({ minutes: 1 }) })
    await logged({ message: 'third' })

    const response = await session.get('/api/v1/logs/error?perPage=2')
    assert.equal(response.status(), 200)
    const body = response.body()
    assert.deepEqual(messagesOf(body), ['third', 'second'])
    assert.containsSubset(body.data[1], {
      request_id: 'req-second',
      status: 500,
      user: { id: person.id, email: person.email, name: 'Ada Person' },
    })
    assert.isNull(body.data[0].user)
    assert.notProperty(body.data[0], 'stack', 'the list leaves the stacks out')
    assert.closeTo(Date.parse(body.data[0].created_at), Date.now(), 60_000)
    assert.containsSubset(body.pagination, { perPage: 2, prevCursor: null })

    const second = (await session.get(`/api/v1/logs/error?perPage=2&cursor=${encodeURIComponent(body.pagination.nextCursor)}`)).body()
    assert.deepEqual(messagesOf(second), ['first'])
    assert.isNull(second.pagination.nextCursor)
    const back = (await session.get(`/api/v1/logs/error?perPage=2&cursor=${encodeURIComponent(second.pagination.prevCursor)}`)).body()
    assert.deepEqual(messagesOf(back), ['third', 'second'])

    const oldestFirst = (await session.get('/api/v1/logs/error?sort=time&order=asc')).body()
    assert.deepEqual(messagesOf(oldestFirst), ['first', 'second', 'third'])
  })

  test('since keeps the entries of a period; the count says how many without reading them', async ({ assert }) => {
    const session = await adminSession()
    await logged({ message: 'old', at: DateTime.utc().minus({ days: 10 }) })
    await logged({ message: 'recent', at: DateTime.utc().minus({ days: 1 }) })
    await logged({ message: 'today' })
    const since = encodeURIComponent(DateTime.utc().minus({ days: 7 }).toISO())
    const body = (await session.get(`/api/v1/logs/error?since=${since}`)).body()
    assert.deepEqual(messagesOf(body), ['today', 'recent'])

    const count = await session.get(`/api/v1/logs/error/count?since=${since}`)
    assert.equal(count.status(), 200)
    assert.deepEqual(count.body(), { count: 2 })
    assert.deepEqual((await session.get('/api/v1/logs/error/count')).body(), { count: 3 })
  })

  test('the query keeps the entries whose error, address or request id holds the text, ignoring case; source keeps one kind', async ({ assert }) => {
    const session = await adminSession()
    await logged({ message: 'Database went away' })
    await logged({ message: 'Cannot read title', source: 'web' })
    assert.deepEqual(messagesOf((await session.get('/api/v1/logs/error?query=DATABASE')).body()), ['Database went away'])
    assert.deepEqual(messagesOf((await session.get('/api/v1/logs/error?query=req-Cannot')).body()), ['Cannot read title'])
    assert.deepEqual(messagesOf((await session.get('/api/v1/logs/error?query=nothing-like-this')).body()), [])
    assert.deepEqual(messagesOf((await session.get('/api/v1/logs/error?source=web')).body()), ['Cannot read title'])
    assert.deepEqual(messagesOf((await session.get('/api/v1/logs/error?source=server&query=title')).body()), [])
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

  test('bad paging, sort, source or period is a 422 naming the field', async ({ assert }) => {
    const session = await adminSession()
    for (const [path, field] of [
      ['?perPage=0', 'perPage'],
      ['?perPage=1000', 'perPage'],
      ['?cursor=not-a-cursor', 'cursor'],
      ['?sort=message', 'sort'],
      ['?source=mobile', 'source'],
      ['?since=yesterday', 'since'],
      ['?since=2026-02-31T00:00:00Z', 'since'],
      [`?query=${'x'.repeat(201)}`, 'query'],
      ['/count?since=yesterday', 'since'],
    ]) {
      const response = await session.get(`/api/v1/logs/error${path}`)
      assert.equal(response.status(), 422, path)
      assert.property(response.body().errors, field, path)
      assert.isString(response.body().message)
    }
  })

  test('needs logs.view: an admin without it gets 403, a guest 401', async ({ assert }) => {
    const id = await logged({ message: 'private' })
    // May open the admin area, not its logs: the logs screen's declared permission.
    const areaOnly = await UserFactory.create()
    await grantPermissions(areaOnly.id, ['admin.access'])
    const session = await signIn(areaOnly)
    for (const path of ['/api/v1/logs/error', '/api/v1/logs/error/count', `/api/v1/logs/error/${id}`, '/api/v1/logs/error/download-latest']) {
      assert.equal((await session.get(path)).status(), 403, path)
      assert.equal((await new CookieSession().get(path)).status(), 401, path)
    }

    const reader = await UserFactory.create()
    await grantPermissions(reader.id, ['logs.view'])
    assert.equal((await (await signIn(reader)).get('/api/v1/logs/error')).status(), 200)
  })
})
