import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#database/factories/user_factory'
import { grantPermissions } from '#tests/helpers/permissions'
import app from '@adonisjs/core/services/app'
import { SettingsStore } from '#core/settings/server/settings_store'
import { dropReads } from '#core/kernel/cache/read_cache'

/** Issue 16: every admin write leaves an audit entry; the audit screen reads them behind logs.view. */
test.group('Audit log', (group) => {
  group.each.setup(async () => {
    await db.from('audit_entries').delete()
  })

  test('a settings save is recorded in its transaction: who, what, before and after, secrets masked', async ({ assert, client, cleanup }) => {
    // The fixture's settings go back to their defaults: later tests read them.
    cleanup(async () => {
      await db.from('settings').whereIn('name', ['echo.greeting', 'echo.api_key']).delete()
      await (await app.container.make(SettingsStore)).refresh(true)
      await dropReads()
    })
    const admin = await UserFactory.apply('admin').create()
    const response = await client
      .put('/api/v1/settings')
      .json({ settings: { 'echo.greeting': 'audited hello', 'echo.api_key': 'sk-live-123' } })
      .withCsrfToken()
      .loginAs(admin)
    assert.equal(response.status(), 200)

    const rows = await db.from('audit_entries').select('*')
    assert.lengthOf(rows, 1)
    assert.containsSubset(rows[0], { user_id: admin.id, action: 'settings.updated', subject_type: 'settings', subject_id: null })
    assert.deepEqual(JSON.parse(rows[0].before), { 'echo.greeting': 'hello', 'echo.api_key': null })
    assert.deepEqual(JSON.parse(rows[0].after), { 'echo.greeting': 'audited hello', 'echo.api_key': '[secret]' })
    assert.isString(rows[0].ip)
    assert.notInclude(JSON.stringify(rows), 'sk-live-123')
  })

  test('a refused save records nothing', async ({ assert, client }) => {
    const admin = await UserFactory.apply('admin').create()
    const response = await client.put('/api/v1/settings').json({ settings: { 'echo.volume': 99 } }).withCsrfToken().loginAs(admin)
    assert.equal(response.status(), 422)
    assert.lengthOf(await db.from('audit_entries'), 0)
  })

  test('an admin write that records nothing fails outside production, naming the route', async ({ assert, client }) => {
    const admin = await UserFactory.apply('admin').create()
    const forgotten = await client.post('/api/v1/echo/admin-notes').json({ note: 'forgot', audited: false }).withCsrfToken().loginAs(admin)
    assert.equal(forgotten.status(), 500)
    assert.include(forgotten.body().message, 'echo.admin_notes.store succeeded without recording an audit entry')

    const recorded = await client.post('/api/v1/echo/admin-notes').json({ note: 'kept', audited: true }).withCsrfToken().loginAs(admin)
    assert.equal(recorded.status(), 200)
    assert.containsSubset(await db.from('audit_entries').first(), { action: 'echo_note.created', subject_id: 'kept', user_id: admin.id })
  })

  test('lists entries newest first with the person, filtered by person, action, subject type and days', async ({ assert, client }) => {
    const reader = await UserFactory.merge({ firstName: 'Ada', lastName: 'Reader' }).create()
    await grantPermissions(reader.id, ['admin.access', 'logs.view'])
    const at = (day: string) => `${day} 12:00:00`
    await db.table('audit_entries').multiInsert([
      { user_id: reader.id, action: 'settings.updated', subject_type: 'settings', subject_id: null, before: '{"a":1}', after: '{"a":2}', ip: '10.0.0.1', created_at: at('2026-01-10') },
      { user_id: 424242, action: 'custom_page.deleted', subject_type: 'custom_page', subject_id: '7', before: '{"title":"Old"}', after: null, ip: null, created_at: at('2026-01-11') },
      { user_id: reader.id, action: 'custom_page.created', subject_type: 'custom_page', subject_id: '8', before: null, after: '{"title":"New"}', ip: null, created_at: at('2026-01-12') },
    ])

    const all = await client.get('/api/v1/audit-log').loginAs(reader)
    assert.equal(all.status(), 200)
    assert.deepEqual(all.body().data.map((entry: { action: string }) => entry.action), ['custom_page.created', 'custom_page.deleted', 'settings.updated'])
    assert.containsSubset(all.body().data[1], { user: null, user_id: 424242, subject: { type: 'custom_page', id: '7' }, before: { title: 'Old' }, after: null })
    assert.containsSubset(all.body().data[2], { user: { id: reader.id, name: 'Ada Reader' }, before: { a: 1 }, after: { a: 2 }, ip: '10.0.0.1' })

    // Keyset pages (the admin list convention): the next page carries on from the cursor.
    const first = await client.get('/api/v1/audit-log?perPage=2').loginAs(reader)
    assert.lengthOf(first.body().data, 2)
    const next = await client.get('/api/v1/audit-log').qs({ perPage: 2, cursor: first.body().pagination.nextCursor }).loginAs(reader)
    assert.deepEqual(next.body().data.map((entry: { action: string }) => entry.action), ['settings.updated'])

    const one = await client.get(`/api/v1/audit-log/${all.body().data[2].id}`).loginAs(reader)
    assert.containsSubset(one.body().entry, { action: 'settings.updated', before: { a: 1 }, after: { a: 2 } })
    assert.equal((await client.get('/api/v1/audit-log/999999').loginAs(reader)).status(), 404)

    const actions = async (query: string) => (await client.get(`/api/v1/audit-log?${query}`).loginAs(reader)).body().data.map((entry: { action: string }) => entry.action)
    assert.deepEqual(await actions(`userId=${reader.id}`), ['custom_page.created', 'settings.updated'])
    assert.deepEqual(await actions('action=custom_page.deleted'), ['custom_page.deleted'])
    assert.deepEqual(await actions('subjectType=custom_page'), ['custom_page.created', 'custom_page.deleted'])
    assert.deepEqual(await actions('from=2026-01-11&to=2026-01-11'), ['custom_page.deleted'])
    assert.deepEqual(await actions('from=2026-01-11'), ['custom_page.created', 'custom_page.deleted'])

    const facets = await client.get('/api/v1/audit-log/facets').loginAs(reader)
    assert.deepEqual(facets.body(), {
      actions: ['custom_page.created', 'custom_page.deleted', 'settings.updated'],
      subject_types: ['custom_page', 'settings'],
      actors: [{ id: reader.id, email: reader.email, name: 'Ada Reader' }],
    })
  })

  test('guests get 401, people without logs.view 403, wrong filters 422 naming the field', async ({ assert, client }) => {
    assert.equal((await client.get('/api/v1/audit-log')).status(), 401)
    const person = await UserFactory.create()
    await grantPermissions(person.id, ['admin.access'])
    assert.equal((await client.get('/api/v1/audit-log').loginAs(person)).status(), 403)
    assert.equal((await client.get('/api/v1/audit-log/facets').loginAs(person)).status(), 403)

    const admin = await UserFactory.apply('admin').create()
    const wrong = await client.get('/api/v1/audit-log?from=2026-02-10&to=2026-02-01&perPage=0&cursor=forged').loginAs(admin)
    assert.equal(wrong.status(), 422)
    assert.properties(wrong.body().errors, ['to', 'perPage'])
  })
})
