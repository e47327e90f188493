import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { addDays, utcDay } from '#core/kernel/reports/daily_rollups'
import { rollUpVisits } from '#core/analytics/server/services/visit_rollups'
import type { ApiClient } from '@japa/api-client'
import { serverUrl } from '#tests/helpers/http_client'

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'

function pageView(client: ApiClient, body: unknown, headers: Record<string, string> = {}) {
  return client.post('/api/v1/analytics/page-views').json(body).headers({ 'user-agent': FIREFOX, ...headers }).withCsrfToken()
}

async function emptyAnalytics() {
  for (const table of ['page_views', 'visitor_salts', 'visit_daily_totals', 'visit_daily_top', 'visit_monthly_top', 'visit_span_top', 'limiter_rate_limits']) await db.from(table).delete()
}

/** A page view row as the beacon stores it, `daysAgo` days before today. */
function storedView(visitor: string, daysAgo: number, extra: Record<string, string | null> = {}) {
  return {
    created_at: `${addDays(utcDay(), -daysAgo)} 10:00:00`,
    visitor,
    path: '/',
    referrer_host: null,
    country: null,
    device: 'desktop',
    platform: 'Linux',
    browser: 'Firefox',
    ...extra,
  }
}

/** Issue 16: page views of the public site, counted first-party, and their daily roll-up. */
test.group('Analytics: page views', (group) => {
  group.each.setup(emptyAnalytics)

  test('a page view is stored with its page, referring site, country and browser, and a daily hash instead of the address', async ({ assert, client }) => {
    const response = await pageView(client, { path: '/artist/1/nina', referrer: 'https://www.example.org/blog?x=1' }, { 'cf-ipcountry': 'fr' })
    assert.equal(response.status(), 204)
    await pageView(client, { path: '/album/2/nina/first', referrer: null }, { 'user-agent': IPHONE })

    const [first, second] = await db.from('page_views').orderBy('id')
    assert.containsSubset(first, { path: '/artist/1/nina', referrer_host: 'example.org', country: 'FR', device: 'desktop', platform: 'Linux', browser: 'Firefox' })
    assert.containsSubset(second, { referrer_host: null, country: null, device: 'mobile', platform: 'iOS', browser: 'Mobile Safari' })
    assert.match(first.visitor, /^[0-9a-f]{32}$/)
    assert.notEqual(first.visitor, second.visitor, 'another browser is another visitor')
    assert.notInclude(JSON.stringify(first), '127.0.0.1')
    assert.lengthOf(await db.from('visitor_salts'), 1)
  })

  test('the same browser is one visitor all day; the site itself is no referrer', async ({ assert, client }) => {
    const own = serverUrl('/search')
    await pageView(client, { path: '/', referrer: own })
    await pageView(client, { path: '/search' })
    const rows = await db.from('page_views')
    assert.lengthOf(rows, 2)
    assert.equal(rows[0].visitor, rows[1].visitor)
    assert.isNull(rows[0].referrer_host)
  })

  test('crawlers, Do Not Track, Global Privacy Control and admin pages are not counted', async ({ assert, client }) => {
    const skipped = [
      pageView(client, { path: '/' }, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }),
      pageView(client, { path: '/' }, { dnt: '1' }),
      pageView(client, { path: '/' }, { 'sec-gpc': '1' }),
      pageView(client, { path: '/admin' }),
      pageView(client, { path: '/admin/settings' }),
    ]
    for (const response of await Promise.all(skipped)) assert.equal(response.status(), 204)
    assert.lengthOf(await db.from('page_views'), 0)
  })

  test('a path that is not a bare path of the site is 422', async ({ assert, client }) => {
    for (const path of ['https://evil.example/', '//evil.example/x', '/search?q=token', 'x'.repeat(10)]) {
      const response = await pageView(client, { path })
      assert.equal(response.status(), 422, path)
      assert.properties(response.body().errors, ['path'])
    }
    assert.equal((await pageView(client, {})).status(), 422)
    assert.lengthOf(await db.from('page_views'), 0)
  })

  test('one address reports at most 120 page views a minute', async ({ assert, client }) => {
    for (let index = 0; index < 120; index++) assert.equal((await pageView(client, { path: `/p/${index}` })).status(), 204)
    const refused = await pageView(client, { path: '/one-too-many' })
    assert.equal(refused.status(), 429)
    assert.isString(refused.header('retry-after'))
    assert.lengthOf(await db.from('page_views'), 120)
  })

  test('the roll-up counts page views and unique visitors per day, then forgets the raw rows and salts of past days', async ({ assert }) => {
    await db.table('visitor_salts').multiInsert([
      { day: addDays(utcDay(), -1), salt: 'yesterday' },
      { day: utcDay(), salt: 'today' },
    ])
    await db.table('page_views').multiInsert([
      storedView('a', 1, { country: 'FR', referrer_host: 'example.org' }),
      storedView('a', 1, { country: 'FR', path: '/search' }),
      storedView('b', 1, { country: 'DE', device: 'mobile', browser: 'Chrome' }),
      storedView('a', 0, { country: 'FR' }),
    ])

    const days = await rollUpVisits()
    assert.deepEqual(days, [addDays(utcDay(), -1), utcDay()])
    const totals = await db.from('visit_daily_totals').orderBy('day')
    assert.deepEqual(totals.map((row) => [Number(row.visitors), Number(row.page_views)]), [[2, 3], [1, 1]])
    const countries = await db.from('visit_daily_top').where({ day: addDays(utcDay(), -1), dimension: 'country' }).orderBy('value')
    assert.deepEqual(countries.map((row) => [row.value, Number(row.visitors), Number(row.page_views)]), [['DE', 1, 1], ['FR', 1, 2]])
    const browsers = await db.from('visit_daily_top').where({ day: addDays(utcDay(), -1), dimension: 'browser' }).orderBy('value')
    assert.deepEqual(browsers.map((row) => [row.value, Number(row.visitors)]), [['Chrome', 1], ['Firefox', 1]])

    const kept = await db.from('page_views')
    assert.lengthOf(kept, 1, "only today's page views are kept")
    assert.deepEqual((await db.from('visitor_salts')).map((row) => row.salt), ['today'], "yesterday's salt is gone")

    // The next run recounts today only, and does not lose yesterday.
    assert.deepEqual(await rollUpVisits(), [utcDay()])
    assert.lengthOf(await db.from('visit_daily_totals'), 2)
  })
})
