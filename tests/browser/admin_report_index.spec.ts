import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { addDays, utcDay } from '#core/kernel/reports/daily_rollups'
import { rollUpVisits } from '#core/analytics/server/services/visit_rollups'
import { forgetReportAnswers } from '#core/kernel/reports/report_answers'
import { rollUpDailyPlays } from '#plugins/music/server/services/reports/play_rollups'
import { makeArtist, makeTrack } from '#plugins/music/tests/helpers/catalogue_factory'
import { newAccount, openAt, signInThroughForm, waitForPath } from '#core/accounts/tests/browser/browser_helpers'

/** A desktop Chrome: headless Chromium's own user agent is counted as a robot. */
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

async function emptyReports() {
  for (const table of ['plays', 'play_daily_totals', 'play_daily_top', 'play_monthly_top', 'page_views', 'visit_daily_totals', 'visit_daily_top', 'visit_monthly_top']) await db.from(table).delete()
  forgetReportAnswers()
}

/** `count` plays of a track `daysAgo` days before today, from a country. */
function plays(trackId: number, daysAgo: number, count: number, country: string | null = null) {
  return Array.from({ length: count }, (_, index) => ({
    track_id: trackId,
    visitor_id: `browser-listener-${daysAgo}-${index}`,
    listened_ms: 60_000,
    country,
    created_at: `${addDays(utcDay(), -daysAgo)} 12:00:00`,
  }))
}

function pageViews(visitor: string, daysAgo: number, count: number, country: string) {
  return Array.from({ length: count }, () => ({ created_at: `${addDays(utcDay(), -daysAgo)} 09:00:00`, visitor, path: '/', country, device: 'desktop' }))
}

/** Issue 16: the report index at /admin, its tabs and range, from the daily roll-ups. */
test.group('Admin report index in Chromium', (group) => {
  group.each.setup(emptyReports)

  test('an admin reads the plays and visitors reports, changes the range, and sees the seeded numbers', async ({ assert, cleanup }) => {
    const artist = await makeArtist({ name: 'Nina Report' })
    const track = await makeTrack({ name: 'Daily Hit', artists: [artist] })
    // Last 30 days: 6 plays (3 today, 1 three days ago, 2 ten days ago); the 30 before: 5.
    await db.table('plays').multiInsert([...plays(track.id, 0, 3, 'FR'), ...plays(track.id, 3, 1), ...plays(track.id, 10, 2), ...plays(track.id, 40, 5)])
    await rollUpDailyPlays()
    // Two days ago: visitor a (France) saw two pages, visitor b (Japan) one.
    await db.table('page_views').multiInsert([...pageViews('a', 2, 2, 'FR'), ...pageViews('b', 2, 1, 'JP')])
    await rollUpVisits()

    const admin = await newAccount({ admin: true, firstName: 'Ada' })
    const { page, context } = await openAt('/login', { userAgent: CHROME })
    cleanup(() => context.close())
    // The sign-in page was a page view of the public site, counted first-party.
    await waitFor(async () => (await db.from('page_views').where('path', '/login')).length === 1)
    await signInThroughForm(page, admin.email)
    await waitForPath(page, '/admin')

    await page.getByRole('tab', { name: 'Plays', selected: true }).waitFor()
    const plays30 = page.getByTestId('metric-plays')
    await plays30.getByTestId('metric-value').filter({ hasText: '6' }).waitFor()
    assert.equal(await plays30.getByTestId('metric-change').textContent(), '+20%')
    const topTracks = page.getByTestId('ranking-tracks')
    assert.equal(await topTracks.getByRole('link', { name: 'Daily Hit' }).getAttribute('href'), `/track/${track.id}/daily-hit`)
    assert.isTrue(await topTracks.getByText('Nina Report').isVisible())

    // The last 7 days: 4 plays against 2 the week before.
    await page.getByRole('button', { name: /Last 30 days/ }).click()
    await page.getByRole('option', { name: 'Last 7 days' }).click()
    await page.waitForURL(/range=7d/)
    await page.getByTestId('metric-plays').getByTestId('metric-value').filter({ hasText: /^4$/ }).waitFor()
    assert.equal(await page.getByTestId('metric-plays').getByTestId('metric-change').textContent(), '+100%')

    // The visitors tab keeps the range; France is on the map and first in the list.
    await page.getByRole('tab', { name: 'Visitors' }).click()
    await page.waitForURL(/tab=visitors/)
    await page.getByTestId('metric-visitors').getByTestId('metric-value').filter({ hasText: /^2$/ }).waitFor()
    assert.equal(await page.getByTestId('metric-page_views').getByTestId('metric-value').textContent(), '3')
    // The map loads when it scrolls into view.
    await page.getByTestId('ranking-countries').scrollIntoViewIfNeeded()
    await page.locator('path[data-country="FR"].fill-primary').waitFor()
    assert.equal(await page.locator('path[data-country="US"].fill-primary').count(), 0)
    assert.match(await page.getByTestId('ranking-countries').locator('li').first().innerText(), /^France/)

    // The chart's table view lists the days.
    await page.getByTestId('metric-page_views').click()
    await page.getByRole('radio', { name: 'Table' }).click()
    const twoDaysAgo = page.getByRole('row').filter({ hasText: new Date(`${addDays(utcDay(), -2)}T00:00:00Z`).toLocaleDateString('en', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }) })
    assert.equal(await twoDaysAgo.getByRole('cell').nth(1).textContent(), '3')
  })

  test('a year is drawn a point per month, and its table lists the months with their sums', async ({ assert, cleanup }) => {
    const thisMonth = `${utcDay().slice(0, 7)}-01`
    const lastMonth = `${addDays(thisMonth, -1).slice(0, 7)}-01`
    await db.table('play_daily_totals').multiInsert([
      { day: lastMonth, plays: 2, listeners: 2 },
      { day: addDays(thisMonth, -1), plays: 3, listeners: 1 },
      { day: thisMonth, plays: 7, listeners: 4 },
    ])
    const admin = await newAccount({ admin: true })
    const { page, context } = await openAt('/login?redirect=%2Fadmin%3Ftab%3Dplays%26range%3D365d')
    cleanup(() => context.close())
    await signInThroughForm(page, admin.email)
    await page.getByRole('application', { name: 'Plays per month. Use the arrow keys to read each month.' }).waitFor()

    await page.getByRole('radio', { name: 'Table' }).click()
    await page.getByRole('columnheader', { name: 'Month' }).waitFor()
    const monthName = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en', { timeZone: 'UTC', month: 'long', year: 'numeric' })
    const last = page.getByRole('row').filter({ hasText: monthName(lastMonth) })
    assert.equal(await last.getByRole('cell').nth(1).textContent(), '5')
    // A year from today meets 13 months (12 when today is a month's last day), the first one cut.
    const months = (await page.getByRole('row').count()) - 1
    assert.include([12, 13], months)
  })

  test('an empty range says so, and a range the server refuses shows its reason with a retry', async ({ cleanup }) => {
    const admin = await newAccount({ admin: true })
    const { page, context } = await openAt('/login')
    cleanup(() => context.close())
    await signInThroughForm(page, admin.email)
    await waitForPath(page, '/admin')
    await page.getByText('Nothing to report for this range yet').waitFor()

    await page.goto(`/admin?tab=visitors&range=custom&start=${utcDay()}&end=${addDays(utcDay(), -1)}`)
    const alert = page.getByRole('alert').filter({ hasText: 'This report could not be loaded.' })
    await alert.waitFor()
    await alert.getByText('The end must not be before the start.').waitFor()
    await alert.getByRole('button', { name: 'Try again' }).waitFor()
  })
})

async function waitFor(condition: () => Promise<boolean>, timeout = 5000) {
  const deadline = Date.now() + timeout
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting for the condition')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
