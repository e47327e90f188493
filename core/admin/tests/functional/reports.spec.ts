import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { addDays, utcDay } from '#core/kernel/reports/daily_rollups'
import type { ReportAnswer } from '#core/kernel/shared/reports'
import { reportPeriods } from '#core/kernel/reports/report_periods'
import { forgetReportAnswers } from '#core/kernel/reports/report_answers'
import { rollUpVisits } from '#core/analytics/server/services/visit_rollups'
import { UserFactory } from '#database/factories/user_factory'
import { withRolePermission } from '#tests/helpers/permissions'
import type { ApiClient } from '@japa/api-client'
import type User from '#core/accounts/server/models/user'

/** Both groups start from no visits and no kept answers. */
async function clearVisits() {
  for (const table of ['page_views', 'visit_daily_totals', 'visit_daily_top', 'visit_monthly_top', 'visit_span_top']) await db.from(table).delete()
  forgetReportAnswers()
}

/** Days' totals where each visitor saw one page: [day, visitors]. */
function insertDailyVisitors(days: Array<[string, number]>) {
  return db.table('visit_daily_totals').multiInsert(days.map(([day, visitors]) => ({ day, visitors, page_views: visitors })))
}

/** The visitors report for `qs`, as `admin` reads it (answered 200). */
async function visitorsReport(client: ApiClient, admin: User, qs: Record<string, string>): Promise<ReportAnswer> {
  const response = await client.get('/api/v1/admin/reports/visitors').qs(qs).loginAs(admin)
  response.assertStatus(200)
  return response.body()
}

/** Issue 16: the report index's API (GET admin/reports, admin/reports/:name), behind admin.access. */
test.group('Admin: report API', (group) => {
  group.each.setup(clearVisits)

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
    // 366 days are allowed.
    await visitorsReport(client, admin, { range: 'custom', start: addDays(today, -365), end: today })
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
    const report = await visitorsReport(client, admin, { range: 'custom', start: '2026-03-01', end: '2026-03-03' })
    assert.deepEqual(report.report, { name: 'visitors', label: 'Visitors' })
    assert.deepEqual(report.previous, { start: '2026-02-26', end: '2026-02-28' })
    assert.equal(report.interval, 'day')
    assert.deepEqual(
      report.buckets.map(({ current }) => current.start),
      ['2026-03-01', '2026-03-02', '2026-03-03']
    )
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
    const visitors = async () => (await visitorsReport(client, admin, { range: '7d' })).metrics[0].value
    assert.equal(await visitors(), 0)
    await db.table('page_views').insert({ created_at: `${utcDay()} 00:00:01`, visitor: 'one', path: '/', device: 'desktop' })
    assert.equal(await visitors(), 0, 'nothing recounted yet')
    await rollUpVisits()
    assert.equal(await visitors(), 1)
  })
})

/** Issue 16: a long range is drawn per week or per month, not per day (a chart cannot show 365 points apart). */
test.group('Admin: reports over long ranges', (group) => {
  group.each.setup(clearVisits)

  test('a year is summed per calendar month: 31, 30 and 28 days, the previous year cut at the same distances', async ({ assert, client }) => {
    const admin = await UserFactory.apply('admin').create()
    await insertDailyVisitors([
      // The edges of March (31 days), April (30) and February (28, 2026 is no leap year).
      ['2025-03-01', 1],
      ['2025-03-31', 2],
      ['2025-04-01', 4],
      ['2025-04-30', 8],
      ['2026-01-31', 16],
      ['2026-02-01', 32],
      ['2026-02-28', 64],
      // The previous period, 2024-03-01 to 2025-02-28: its first point is its first 31 days.
      ['2024-03-31', 100],
      ['2024-04-01', 200],
      // Outside both.
      ['2026-03-01', 1000],
    ])
    const report = await visitorsReport(client, admin, { range: 'custom', start: '2025-03-01', end: '2026-02-28' })
    assert.equal(report.interval, 'month')
    assert.lengthOf(report.buckets, 12)
    assert.deepEqual(report.buckets[0], { current: { start: '2025-03-01', end: '2025-03-31' }, previous: { start: '2024-03-01', end: '2024-03-31' } })
    assert.deepEqual(report.buckets[1].current, { start: '2025-04-01', end: '2025-04-30' })
    assert.deepEqual(report.buckets[10].current, { start: '2026-01-01', end: '2026-01-31' })
    assert.deepEqual(report.buckets[11], { current: { start: '2026-02-01', end: '2026-02-28' }, previous: { start: '2025-02-01', end: '2025-02-28' } })
    const visitors = report.series.find(({ key }) => key === 'visitors')!
    assert.deepEqual(visitors.current, [3, 12, 0, 0, 0, 0, 0, 0, 0, 0, 16, 96])
    assert.deepEqual(visitors.previous.slice(0, 2), [100, 200])
    assert.equal(report.metrics[0].value, 127, 'the totals are the days’ whatever the points')
  })

  test('a range that starts and ends inside months cuts its first and last point; a leap February has 29 days', async ({ assert, client }) => {
    const admin = await UserFactory.apply('admin').create()
    await insertDailyVisitors([
      ['2024-01-14', 1000],
      ['2024-01-15', 1],
      ['2024-02-29', 2],
      ['2024-03-01', 4],
      ['2024-12-10', 8],
    ])
    const report = await visitorsReport(client, admin, { range: 'custom', start: '2024-01-15', end: '2024-12-10' })
    assert.equal(report.interval, 'month')
    assert.deepEqual(
      report.buckets.map(({ current }) => [current.start, current.end]),
      [
        ['2024-01-15', '2024-01-31'],
        ['2024-02-01', '2024-02-29'],
        ['2024-03-01', '2024-03-31'],
        ['2024-04-01', '2024-04-30'],
        ['2024-05-01', '2024-05-31'],
        ['2024-06-01', '2024-06-30'],
        ['2024-07-01', '2024-07-31'],
        ['2024-08-01', '2024-08-31'],
        ['2024-09-01', '2024-09-30'],
        ['2024-10-01', '2024-10-31'],
        ['2024-11-01', '2024-11-30'],
        ['2024-12-01', '2024-12-10'],
      ]
    )
    // The previous period (331 days before 15 January 2024) is cut 17 days, then 29 days, from its start.
    assert.deepEqual(report.previous, { start: '2023-02-18', end: '2024-01-14' })
    assert.deepEqual(report.buckets[0].previous, { start: '2023-02-18', end: '2023-03-06' })
    assert.deepEqual(report.buckets[1].previous, { start: '2023-03-07', end: '2023-04-04' })
    assert.deepEqual(report.buckets.at(-1)!.previous, { start: '2024-01-05', end: '2024-01-14' })
    const visitors = report.series.find(({ key }) => key === 'visitors')!
    assert.deepEqual([visitors.current[0], visitors.current[1], visitors.current[2], visitors.current.at(-1)], [1, 2, 4, 8])
    assert.equal(visitors.previous.at(-1), 1000)
  })

  test('up to 92 days a point is a day; up to 184 a calendar week from Monday', async ({ assert, client }) => {
    const admin = await UserFactory.apply('admin').create()
    const report = (start: string, end: string) => visitorsReport(client, admin, { range: 'custom', start, end })

    const quarter = await report('2026-01-01', '2026-04-02')
    assert.equal(quarter.interval, 'day')
    assert.lengthOf(quarter.buckets, 92)

    await insertDailyVisitors([
      ['2026-01-04', 1],
      ['2026-01-05', 2],
      ['2026-04-03', 4],
    ])
    // 1 January 2026 is a Thursday, 3 April a Friday: 93 days.
    const weeks = await report('2026-01-01', '2026-04-03')
    assert.equal(weeks.interval, 'week')
    assert.lengthOf(weeks.buckets, 14)
    assert.deepEqual(weeks.buckets[0].current, { start: '2026-01-01', end: '2026-01-04' })
    assert.deepEqual(weeks.buckets[1].current, { start: '2026-01-05', end: '2026-01-11' })
    assert.deepEqual(weeks.buckets.at(-1)!.current, { start: '2026-03-30', end: '2026-04-03' })
    assert.deepEqual(weeks.series[0].current.slice(0, 2), [1, 2])
    assert.equal(weeks.series[0].current.at(-1), 4)

    const halfYear = await report('2026-01-01', '2026-07-03')
    assert.equal(halfYear.interval, 'week', '184 days')
    assert.equal((await report('2026-01-01', '2026-07-04')).interval, 'month', '185 days')
  })

  test('the report’s days are UTC days: a visit late in the evening in New York on the last of a month counts in the next month', async ({ assert, client }) => {
    const admin = await UserFactory.apply('admin').create()
    const thisMonth = `${utcDay().slice(0, 7)}-01`
    const lastDayBefore = addDays(thisMonth, -1)
    await db.table('page_views').multiInsert([
      { created_at: `${lastDayBefore} 23:59:59`, visitor: 'before-midnight', path: '/', device: 'desktop' },
      // 23:30 in New York (UTC-4 or -5) the evening before.
      { created_at: `${thisMonth} 03:30:00`, visitor: 'new-york-evening', path: '/', device: 'desktop' },
      { created_at: `${thisMonth} 00:00:00`, visitor: 'at-midnight', path: '/', device: 'mobile' },
    ])
    await rollUpVisits()
    const report = await visitorsReport(client, admin, { range: '365d' })
    assert.equal(report.interval, 'month')
    const at = (start: string) => report.buckets.findIndex(({ current }) => current.start === start)
    const visitors = report.series.find(({ key }) => key === 'visitors')!.current
    assert.equal(visitors[at(thisMonth)], 2)
    assert.equal(visitors[at(`${lastDayBefore.slice(0, 7)}-01`)], 1)
    assert.equal(report.buckets.at(-1)!.current.end, utcDay())
  })
})
