import { rm } from 'node:fs/promises'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { hasSearchIndex } from '#core/search/server/index_schema'
import { FACTORY_PASSWORD, UserFactory } from '#database/factories/user_factory'
import { AppProcess, runAce } from '#tests/helpers/app_process'
import { CookieSession } from '#tests/helpers/cookie_session'
import { bootstrapFrom } from '#tests/helpers/shell'
import { signIn } from '#tests/helpers/sign_in'

/**
 * The proof that the contract is complete: `node ace make:plugin
 * podcasts`, with no edit anywhere else, gives a plugin whose migrations,
 * seeder, settings schema, API and permissions, searchable, admin screen,
 * listener, scheduled job and translations all work. The plugin is generated under tmp/ (inside the
 * project, where its `#core/...` imports resolve) and switched on the way
 * any plugin outside plugins/ is, with PLUGINS_EXTRA, in a server process of
 * its own that shares this run's database; this process's app never sees it.
 */
const PARENT = 'tmp/make-plugin-proof'
const PODCASTS_ENV = {
  PLUGINS_EXTRA: `tests/fixtures/echo,${PARENT}/podcasts`,
  // The server works the queue itself, from the database, like `npm start`.
  QUEUE_DRIVER: 'database',
  QUEUE_WORKER: 'true',
}
const HOUR_MS = 3_600_000

let server: AppProcess

/** A new account (an admin with `admin`) signed in to the podcasts server. */
async function signedIn(options: { admin?: boolean } = {}) {
  const user = await (options.admin ? UserFactory.apply('admin') : UserFactory).create()
  return { user, session: await signIn(user, { origin: server.url('') }) }
}

/** Polls `read` until `done` holds for its answer (the work happens in the server process). */
async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (done(value) || Date.now() > deadline) return value
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

const sqlTime = (time: DateTime) => time.toUTC().toFormat('yyyy-MM-dd HH:mm:ss')

test.group('make:plugin podcasts, enabled and working with no edit outside its folder', (group) => {
  // Each test waits on work done in the server process (a listener, a worker's poll).
  group.each.timeout(30_000)

  group.setup(async () => {
    await rm(app.makePath(PARENT), { recursive: true, force: true })
    const ace = await app.container.make('ace')
    ace.ui.switchMode('raw')
    const made = await ace.exec('make:plugin', ['podcasts', '--in', PARENT])
    ace.ui.switchMode('normal')
    if (made.exitCode !== 0) throw new Error(`make:plugin failed: ${made.logger.getLogs().map((log) => log.message).join('\n')}`)

    // What `npm start` runs first: the plugin's migration and seeders (the localization seeder reads its lang/).
    const setup = await runAce(['setup'], PODCASTS_ENV)
    if (setup.exitCode !== 0) throw new Error(`setup failed: ${setup.output}`)
    server = await AppProcess.start(PODCASTS_ENV)

    return async () => {
      await server.stop()
      // Its migrations were setup's only pending ones, so the last batch is exactly its table and search index.
      const rollback = await runAce(['migration:rollback', '--force'], PODCASTS_ENV)
      // Its schedule would otherwise wait for the next worker's start to be found undeclared.
      await db.from('queue_schedules').where('id', 'podcasts.prune_items').delete()
      await rm(app.makePath(PARENT), { recursive: true, force: true })
      if (rollback.exitCode !== 0) throw new Error(`rollback failed: ${rollback.output}`)
    }
  })

  test('its migrations created its table and search index, and its seeder its first item', async ({ assert }) => {
    assert.isTrue(await db.connection().schema.hasTable('podcasts_items'))
    assert.isTrue(await hasSearchIndex(db.connection(), { table: 'podcasts_items', columns: ['title'] }))
    assert.deepEqual(
      (await db.from('podcasts_items').select('title', 'user_id')).map((row) => ({ ...row })),
      [{ title: 'Welcome to Podcasts', user_id: null }]
    )
  })

  test('its translations are seeded into the English localization', async ({ assert }) => {
    const row = await db.from('localizations').where('language', 'en').firstOrFail()
    assert.equal(JSON.parse(row.lines)['Nothing here yet.'], 'Nothing here yet.')
  })

  test('its API lists to guests and creates only with its permission, validating the title', async ({ assert }) => {
    const guest = await new CookieSession(server.url('')).start()
    const listed = await guest.get('/api/v1/podcasts/items')
    assert.equal(listed.status(), 200)
    assert.include(listed.body().data.map((item: { title: string }) => item.title), 'Welcome to Podcasts')
    assert.equal((await guest.post('/api/v1/podcasts/items').json({ title: 'Mine' })).status(), 401)

    const member = await signedIn()
    assert.equal((await member.session.post('/api/v1/podcasts/items').json({ title: 'Mine' })).status(), 403)

    const admin = await signedIn({ admin: true })
    const created = await admin.session.post('/api/v1/podcasts/items').json({ title: 'Episode one' })
    assert.equal(created.status(), 201)
    assert.containsSubset(await db.from('podcasts_items').where('id', created.body().item.id).first(), { title: 'Episode one', user_id: admin.user.id })
    const invalid = await admin.session.post('/api/v1/podcasts/items').json({ title: '' })
    assert.equal(invalid.status(), 422)
    assert.isString(invalid.body().message)
    assert.properties(invalid.body().errors, ['title'])
  })

  test('its searchable: a created item is found through the search API by whoever may view the items', async ({ assert }) => {
    const admin = await signedIn({ admin: true })
    const title = `Episode ${Date.now()} of the proof`
    const created = await admin.session.post('/api/v1/podcasts/items').json({ title })
    assert.equal(created.status(), 201)
    const guest = await new CookieSession(server.url('')).start()
    const found = await guest.get(`/api/v1/search/podcasts_items?query=${encodeURIComponent(title)}`)
    assert.equal(found.status(), 200)
    assert.deepEqual(found.body().data, [{ model_type: 'podcasts_item', id: created.body().item.id, title }])
  })

  test('its admin screen is declared to admins, and its API refuses a person without its permission', async ({ assert }) => {
    const admin = await signedIn({ admin: true })
    // The page of /admin/podcasts is the web build's (made without this plugin): its menu comes from any page's bootstrap data.
    const shell = await admin.session.get('/admin')
    assert.equal(shell.status(), 200)
    assert.deepInclude(bootstrapFrom(shell.text()).admin_screens, { path: 'podcasts', label: 'Podcasts', permission: 'podcasts.create', icon: 'puzzle', section: 'plugins' })
    const member = await signedIn()
    assert.equal((await member.session.post('/api/v1/podcasts/items').json({ title: 'Not mine to add' })).status(), 403)
    assert.equal((await admin.session.post('/api/v1/podcasts/items').json({ title: 'Added on the admin screen' })).status(), 201)
  })

  test('its listener removes the items of a deleted account when core emits user:deleted', async ({ assert }) => {
    const { user, session } = await signedIn()
    await db.table('podcasts_items').insert({ user_id: user.id, title: 'Leaving soon', created_at: sqlTime(DateTime.utc()) })
    await session.post('/auth/user/confirm-password').json({ password: FACTORY_PASSWORD })
    const deleted = await session.delete(`/api/v1/users/${user.id}?deleteCurrentUser=true`)
    assert.equal(deleted.status(), 200)
    const left = await waitFor(() => db.from('podcasts_items').where('user_id', user.id), (rows) => rows.length === 0)
    assert.lengthOf(left, 0)
  })

  test('its settings schema is served to admins and validated on write', async ({ assert }) => {
    const { session } = await signedIn({ admin: true })
    const fields: Array<Record<string, unknown>> = (await session.get('/api/v1/settings')).body().settings
    assert.containsSubset(
      fields.find((field) => field.key === 'podcasts.retention_days'),
      { type: 'number', label: 'Keep items for (days)', description: 'The scheduled prune removes older items.', group: 'podcasts', value: 365 }
    )
    const refused = await session.put('/api/v1/settings').json({ settings: { 'podcasts.retention_days': 0 } })
    assert.equal(refused.status(), 422)
    assert.properties(refused.body().errors, ['podcasts.retention_days'])
    const saved = await session.put('/api/v1/settings').json({ settings: { 'podcasts.retention_days': 30 } })
    assert.equal(saved.status(), 200)
  })

  test('its job is scheduled hourly, runs once due, prunes by the setting and is due an hour later again', async ({ assert }) => {
    // The server's worker wrote the schedule when it started.
    const schedule = await waitFor(() => db.from('queue_schedules').where('id', 'podcasts.prune_items').first(), (row) => Boolean(row))
    assert.equal(Number(schedule.every_ms), HOUR_MS)

    // Older and newer than the retention setting (365 days, or the 30 an admin may have set).
    const [old] = await db.table('podcasts_items').insert({ title: 'Old', created_at: sqlTime(DateTime.utc().minus({ days: 400 })) })
    const [recent] = await db.table('podcasts_items').insert({ title: 'Recent', created_at: sqlTime(DateTime.utc().minus({ days: 10 })) })
    // An hour passes: the run is due now.
    const dueAt = Date.now()
    await db.from('queue_schedules').where('id', 'podcasts.prune_items').update({ next_run_at: new Date(dueAt - 1000) })

    const runs = await waitFor(() => db.from('schedule_runs').where('schedule', 'podcasts.prune_items'), (rows) => rows.length > 0)
    assert.lengthOf(runs, 1)
    assert.equal(runs[0].outcome, 'completed')
    const titles = (await db.from('podcasts_items').whereIn('id', [old, recent])).map((row) => row.title)
    assert.deepEqual(titles, ['Recent'], 'the item older than the retention was pruned')
    const next = new Date((await db.from('queue_schedules').where('id', 'podcasts.prune_items').first()).next_run_at).getTime()
    assert.closeTo(next - dueAt, HOUR_MS, 15_000)
  })
})
