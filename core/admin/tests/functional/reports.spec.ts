import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { addDays, utcDay } from '#core/kernel/reports/daily_rollups'
import type { ReportAnswer } from '#core/kernel/shared/reports'
import { reportPeriods } from '#core/kernel/reports/report_periods'
import { forgetReportAnswers } from '#core/kernel/reports/report_answers'
import { rollUpVisits } from '#core/analytics/server/services/visit_rollups'
import { UserFactory } from '#database/factories/user_factory'
import { withRolePermission } from '#tests/helpers/permissions'

/** Issue 16: the report index's API (GET admin/reports, admin/reports/:name), behind admin.access. */
test.group('Admin: report API', (group) => {
  group.each.setup(async () => {
    for (const table of ['page_views', 'visit_daily_totals', 'visit_daily_top', 'visit_monthly_top']) await db.from(table).delete()
    forgetReportAnswers()
  })

  test('lists the tabs the modules declare, plays before visitors', async ({ assert, client }) => {
    const admin = await UserFactory.apply('admin').create()
    const response = await client.get('/api/v1/admin/reports').loginAs(admin)
    assert.equal(response.status(), 200)
    assert.deepEqual(response.body().reports, [
      { name: 'plays', label: 'Plays' },
      { name: 'visitors', label: 'Visitors' },
    ])
  })

  test('guests get 401 and people without admin.access 403', async ({ assert, client }) => {
    const member = await UserFactory.create()
    assert.equal((await client.get('/api/v1/admin/reports/visitors')).status(), 401)
    assert.equal((await client.get('/api/v1/admin/reports').loginAs(member)).status(), 403)
    assert.equal((await client.get('/api/v1/admin/reports/visitors').loginAs(member)).status(), 403)
  })

  test('an unknown report is 404', async ({ assert, client }) => {
    const admin = await UserFactory.apply('admin').create()
    const response = await client.get('/api/v1/admin/reports/sales').loginAs(admin)
    assert.equal(response.status(), 404)
    assert.equal(response.body().message, 'There is no such report.')
  })

  test('a range that is not one is 422 naming the field', async ({ assert, client }) => {
    const admin = await UserFactory.apply('admin').create()
    const today = utcDay()
    const cases: Array<[Record<string, string>, string]> = [
      [{ range: '12d' }, 'range'],
      [{ range: 'custom', end: today }, 'start'],
      [{ range: 'custom', start: '2026-02-30', end: today }, 'start'],
      [{ range: 'custom', start: today, end: addDays(today, -1) }, 'end'],
      [{ range: 'custom', start: today, end: addDays(today, 1) }, 'end'],
      [{ range: 'custom', start: addDays(today, -366), end: today }, 'end'],
    ]
    for (const [qs, field] of cases) {
      const response = await client.get('/api/v1/admin/reports/visitors').qs(qs).loginAs(admin)
      assert.equal(response.status(), 422, JSON.stringify(qs))
      assert.isString(response.body().message)
      assert.properties(response.body().errors, [field], JSON.stringify(qs))
    }
    const longest = await client.get('/api/v1/admin/reports/visitors').qs({ range: 'custom', start: addDays(today, -365), end: today }).loginAs(admin)
    assert.equal(longest.status(), 200, '366 days are allowed')
  })

  test('a custom range is compared with the period of the same length just before it', async ({ assert, client }) => {
    const admin = await UserFactory.apply('admin').create()
    await db.table('visit_daily_totals').multiInsert([
      { day: '2026-03-01', visitors: 5, page_views: 9 },
      { day: '2026-03-03', visitors: 2, page_views: 2 },
      // The previous period of 1-3 March is 26-28 February.
      { day: '2026-02-26', visitors: 4, page_views: 4 },
      { day: '2026-02-28', visitors: 1, page_views: 3 },
      // Outside both.
      { day: '2026-02-25', visitors: 100, page_views: 100 },
      { day: '2026-03-04', visitors: 100, page_views: 100 },
    ])
    const response = await client
      .get('/api/v1/admin/reports/visitors')
      .qs({ range: 'custom', start: '2026-03-01', end: '2026-03-03' })
      .loginAs(admin)
    assert.equal(response.status(), 200)
    const report: ReportAnswer = response.body()
    assert.deepEqual(report.report, { name: 'visitors', label: 'Visitors' })
    assert.deepEqual(report.previous, { start: '2026-02-26', end: '2026-02-28' })
    assert.deepEqual(report.days, ['2026-03-01', '2026-03-02', '2026-03-03'])
    assert.deepEqual(
      report.metrics.map(({ key, value, previous }) => [key, value, previous]),
      [
        ['visitors', 7, 5],
        ['page_views', 11, 7],
      ]
    )
    assert.deepEqual(report.series[0], { key: 'visitors', label: 'Visitors', current: [5, 0, 2], previous: [4, 0, 1] })
  })

  test('presets end today; the previous period has as many days, a leap day included', async ({ assert }) => {
    assert.deepEqual(reportPeriods({ range: '7d' }, '2026-03-10'), {
      current: { start: '2026-03-04', end: '2026-03-10' },
      previous: { start: '2026-02-25', end: '2026-03-03' },
    })
    assert.deepEqual(reportPeriods({}, '2026-03-10').current, { start: '2026-02-09', end: '2026-03-10' })
    assert.deepEqual(reportPeriods({ range: '365d' }, '2025-02-28'), {
      current: { start: '2024-03-01', end: '2025-02-28' },
      previous: { start: '2023-03-02', end: '2024-02-29' },
    })
  })

  test('admin.access alone opens the reports (no other admin permission)', async ({ assert, client }) => {
    const member = await UserFactory.create()
    await withRolePermission('default', 'admin.access', async () => {
      assert.equal((await client.get('/api/v1/admin/reports/plays').loginAs(member)).status(), 200)
    })
  })

  test('an answer is kept until the next recount of the roll-ups', async ({ assert, client }) => {
    const admin = await UserFactory.apply('admin').create()
    const visitors = async () => {
      const response = await client.get('/api/v1/admin/reports/visitors').qs({ range: '7d' }).loginAs(admin)
      return (response.body() as ReportAnswer).metrics[0].value
    }
    assert.equal(await visitors(), 0)
    await db.table('page_views').insert({ created_at: `${utcDay()} 00:00:01`, visitor: 'one', path: '/', device: 'desktop' })
    assert.equal(await visitors(), 0, 'nothing recounted yet')
    await rollUpVisits()
    assert.equal(await visitors(), 1)
  })
})
