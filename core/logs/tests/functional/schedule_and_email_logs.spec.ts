import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { UserFactory } from '#database/factories/user_factory'
import { signIn } from '#tests/helpers/sign_in'
import { sqlTime } from '#core/logs/server/models/error_log_entry'
import { grantPermissions } from '#tests/helpers/permissions'
import { CookieSession } from '#tests/helpers/cookie_session'

/** A run as core/kernel/jobs/schedule_run_log.ts records it. */
async function ran(schedule: string, outcome: string, options: { minutesAgo?: number; error?: string; durationMs?: number } = {}) {
  await db.table('schedule_runs').insert({
    schedule,
    job_id: `job-${Math.random()}`,
    started_at: sqlTime(DateTime.utc().minus({ minutes: options.minutesAgo ?? 0 })),
    duration_ms: options.durationMs ?? 42,
    outcome,
    error: options.error ?? null,
  })
}

/** An email as the accounts module's MailSender records it. */
async function recorded(recipient: string, subject: string, status = 'sent', bodies: { text?: string; html?: string } = {}) {
  const [id] = await db.table('outgoing_emails').insert({
    recipient,
    subject,
    status,
    error: status === 'failed' ? 'connect ECONNREFUSED' : null,
    text_body: bodies.text ?? null,
    html_body: bodies.html ?? null,
    created_at: sqlTime(DateTime.utc()),
  })
  return id as number
}

async function adminSession() {
  return signIn(await UserFactory.apply('admin').create())
}

/** Issue 16: the logs screen's schedule and outgoing-email tabs, behind logs.view. */
test.group('Schedule and outgoing email logs', (group) => {
  group.each.setup(async () => {
    await db.from('schedule_runs').delete()
    await db.from('outgoing_emails').delete()
  })

  test('schedule runs list newest first with duration, outcome and error, filtered by schedule and outcome', async ({ assert }) => {
    const session = await adminSession()
    await ran('music.roll_up_play_counts', 'completed', { minutesAgo: 3 })
    await ran('logs.prune', 'failed', { minutesAgo: 2, error: 'disk full' })
    await ran('music.roll_up_play_counts', 'completed', { minutesAgo: 1 })

    const all = (await session.get('/api/v1/logs/schedule')).body()
    assert.lengthOf(all.data, 3)
    assert.deepEqual((await session.get('/api/v1/logs/schedule/facets')).body(), { schedules: ['logs.prune', 'music.roll_up_play_counts'] })
    assert.containsSubset(all.data[1], { schedule: 'logs.prune', outcome: 'failed', error: 'disk full', duration_ms: 42 })
    assert.isTrue(Date.parse(all.data[0].started_at) > Date.parse(all.data[2].started_at))

    const oneSchedule = (await session.get('/api/v1/logs/schedule?schedule=music.roll_up_play_counts')).body()
    assert.lengthOf(oneSchedule.data, 2)
    const failed = (await session.get('/api/v1/logs/schedule?outcome=failed')).body()
    assert.deepEqual(
      failed.data.map((run: { schedule: string }) => run.schedule),
      ['logs.prune']
    )
  })

  test('schedule runs sort by duration and come a keyset page at a time, forth and back', async ({ assert }) => {
    const session = await adminSession()
    for (const [index, durationMs] of [250, 4000, 90, 1200, 30_000].entries()) await ran(`job.${index}`, 'completed', { minutesAgo: 10 - index, durationMs })

    const slowest = (await session.get('/api/v1/logs/schedule?sort=duration&order=desc')).body()
    assert.deepEqual(
      slowest.data.map((run: { duration_ms: number }) => run.duration_ms),
      [30_000, 4000, 1200, 250, 90]
    )

    const first = (await session.get('/api/v1/logs/schedule?perPage=2')).body()
    assert.deepEqual(
      first.data.map((run: { schedule: string }) => run.schedule),
      ['job.4', 'job.3']
    )
    assert.isNull(first.pagination.prevCursor)
    const second = (await session.get(`/api/v1/logs/schedule?perPage=2&cursor=${encodeURIComponent(first.pagination.nextCursor)}`)).body()
    assert.deepEqual(
      second.data.map((run: { schedule: string }) => run.schedule),
      ['job.2', 'job.1']
    )
    const third = (await session.get(`/api/v1/logs/schedule?perPage=2&cursor=${encodeURIComponent(second.pagination.nextCursor)}`)).body()
    assert.deepEqual(
      third.data.map((run: { schedule: string }) => run.schedule),
      ['job.0']
    )
    assert.isNull(third.pagination.nextCursor)
    const back = (await session.get(`/api/v1/logs/schedule?perPage=2&cursor=${encodeURIComponent(third.pagination.prevCursor)}`)).body()
    assert.deepEqual(
      back.data.map((run: { schedule: string }) => run.schedule),
      ['job.2', 'job.1']
    )
  })

  test('a run recorded by the queue (its start a JS Date) reads back as its real time', async ({ assert }) => {
    const session = await adminSession()
    const startedAt = new Date(Date.now() - 5000)
    // As core/kernel/jobs/schedule_run_log.ts writes it: SQLite keeps a Date as epoch milliseconds.
    await db.table('schedule_runs').insert({ schedule: 'echo.tick', job_id: 'job-date', started_at: startedAt, duration_ms: 3, outcome: 'completed', error: null })
    const [run] = (await session.get('/api/v1/logs/schedule')).body().data
    assert.closeTo(Date.parse(run.started_at), startedAt.getTime(), 1000)
  })

  test('recorded emails list newest first, searched by recipient or subject and filtered by status', async ({ assert }) => {
    const session = await adminSession()
    await recorded('ada@example.com', 'Reset your password', 'sent', { text: 'secret link' })
    await recorded('bob@example.com', 'Your code', 'failed')

    const all = (await session.get('/api/v1/logs/outgoing-email')).body()
    assert.deepEqual(
      all.data.map((email: { recipient: string }) => email.recipient),
      ['bob@example.com', 'ada@example.com']
    )
    assert.notProperty(all.data[0], 'text_body', 'the list leaves the bodies out')
    assert.containsSubset(all.data[0], { status: 'failed', error: 'connect ECONNREFUSED' })

    assert.equal((await session.get('/api/v1/logs/outgoing-email?query=RESET')).body().data[0].recipient, 'ada@example.com')
    assert.lengthOf((await session.get('/api/v1/logs/outgoing-email?query=bob@')).body().data, 1)
    assert.lengthOf((await session.get('/api/v1/logs/outgoing-email?status=not_sent')).body().data, 0)
  })

  test('one recorded email comes with its bodies; an unknown one is 404', async ({ assert }) => {
    const session = await adminSession()
    const id = await recorded('ada@example.com', 'Welcome', 'sent', { text: 'Hello Ada', html: '<p>Hello <b>Ada</b></p>' })
    const response = await session.get(`/api/v1/logs/outgoing-email/${id}`)
    assert.equal(response.status(), 200)
    assert.containsSubset(response.body().email, { id, subject: 'Welcome', text_body: 'Hello Ada', html_body: '<p>Hello <b>Ada</b></p>' })
    const missing = await session.get(`/api/v1/logs/outgoing-email/${id + 1000}`)
    assert.equal(missing.status(), 404)
    assert.equal(missing.body().message, 'There is no such email in the log.')
  })

  test('bad filters are a 422 naming the field', async ({ assert }) => {
    const session = await adminSession()
    for (const [path, field] of [
      ['/api/v1/logs/schedule?outcome=exploded', 'outcome'],
      ['/api/v1/logs/schedule?perPage=0', 'perPage'],
      ['/api/v1/logs/outgoing-email?status=lost', 'status'],
      [`/api/v1/logs/outgoing-email?query=${'x'.repeat(201)}`, 'query'],
      ['/api/v1/logs/schedule?sort=schedule', 'sort'],
      ['/api/v1/logs/outgoing-email?cursor=not-ours', 'cursor'],
    ]) {
      const response = await session.get(path)
      assert.equal(response.status(), 422, path)
      assert.property(response.body().errors, field, path)
      assert.isString(response.body().message)
    }
  })

  test('needs logs.view: an admin without it gets 403, a guest 401', async ({ assert }) => {
    const id = await recorded('ada@example.com', 'Private')
    const areaOnly = await UserFactory.create()
    await grantPermissions(areaOnly.id, ['admin.access'])
    const session = await signIn(areaOnly)
    for (const path of ['/api/v1/logs/schedule', '/api/v1/logs/schedule/facets', '/api/v1/logs/outgoing-email', `/api/v1/logs/outgoing-email/${id}`]) {
      const refused = await session.get(path)
      assert.equal(refused.status(), 403, path)
      assert.notInclude(refused.text(), 'ada@example.com')
      assert.equal((await new CookieSession().get(path)).status(), 401, path)
    }
    const reader = await UserFactory.create()
    await grantPermissions(reader.id, ['logs.view'])
    assert.equal((await (await signIn(reader)).get('/api/v1/logs/outgoing-email')).status(), 200)
  })
})
