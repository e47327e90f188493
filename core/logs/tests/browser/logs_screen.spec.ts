import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTime } from '#core/logs/server/models/error_log_entry'
import { emptyErrorLog } from '#tests/helpers/error_log'
import { eventually } from '#tests/helpers/eventually'
import { newAccount, openAt, signInThroughForm, waitForPath } from '#core/accounts/tests/browser/browser_helpers'

/** Issue 16: the logs screen's three tabs, read by an admin in Chromium. */
test.group('Logs screen in Chromium', () => {
  test('an admin reads a forced error, a scheduled run and a sent email in their tabs', async ({ assert, cleanup }) => {
    await emptyErrorLog()
    await db.from('schedule_runs').delete()
    await db.from('outgoing_emails').delete()
    await db.table('schedule_runs').insert({
      schedule: 'music.roll_up_play_counts',
      job_id: 'job-browser',
      started_at: sqlTime(DateTime.utc()),
      duration_ms: 1250,
      outcome: 'failed',
      error: 'database is locked',
    })
    await db.table('outgoing_emails').insert({
      recipient: 'reader@example.com',
      subject: 'Your weekly mix',
      status: 'sent',
      text_body: 'Hello reader',
      html_body: '<h1>Hello reader</h1><script>parent.document.title = "pwned"</script>',
      created_at: sqlTime(DateTime.utc()),
    })

    const admin = await newAccount({ admin: true })
    const { page, context } = await openAt('/login?redirect=%2Fadmin%2Flogs')
    cleanup(() => context.close())
    await signInThroughForm(page, admin.email)
    await waitForPath(page, '/admin/logs')

    // The schedule tab is the default: the run, its outcome, duration and error.
    await page.getByRole('tab', { name: 'Schedule', selected: true }).waitFor()
    const run = page.getByRole('row', { name: /music\.roll_up_play_counts/ })
    await run.getByText('Failed').waitFor()
    assert.isTrue(await run.getByText('1.3 s').isVisible())
    assert.isTrue(await run.getByText('database is locked').isVisible())

    // A forced server error shows in the error tab, found by searching its message.
    const forced = await page.request.get('/api/v1/echo/boom')
    assert.equal(forced.status(), 500)
    await page.getByRole('tab', { name: 'Error' }).click()
    await waitForPath(page, '/admin/logs/error')
    await page.getByRole('searchbox', { name: 'Search errors, addresses and request IDs' }).fill('failed on purpose')
    await page.waitForURL((url) => url.searchParams.get('query') === 'failed on purpose')
    const errors = page.getByRole('grid', { name: 'Error log' })
    await errors.getByRole('row', { name: /The echo fixture failed on purpose/ }).click()
    await page.getByRole('heading', { name: 'The echo fixture failed on purpose' }).waitFor()
    assert.include(await page.locator('pre').textContent(), 'echo_controller.ts')
    // Back on the list, the latest day downloads as a log file.
    await page.getByRole('link', { name: 'Error log' }).click()
    await waitForPath(page, '/admin/logs/error')
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download latest' }).click()])
    assert.match(download.suggestedFilename(), /^errors-\d{4}-\d{2}-\d{2}\.log$/)

    // The outgoing-email tab lists the message; its HTML is drawn sandboxed, its script never runs.
    await page.goto('/admin/logs/outgoing-email')
    await page.getByRole('grid', { name: 'Outgoing email' }).getByRole('row', { name: /Your weekly mix/ }).click()
    await page.getByRole('heading', { name: 'Your weekly mix' }).waitFor()
    const frame = page.frameLocator('iframe[title="Message"]')
    await frame.getByRole('heading', { name: 'Hello reader' }).waitFor()
    assert.equal(await page.locator('iframe[title="Message"]').getAttribute('sandbox'), '')
    assert.notEqual(await page.title(), 'pwned')
    await page.getByRole('tab', { name: 'Text' }).click()
    await page.getByText('Hello reader', { exact: true }).waitFor()
  })

  test('the schedule tab pages, sorts by duration and filters by outcome, and the address keeps the view', async ({ assert, cleanup }) => {
    await db.from('schedule_runs').delete()
    // 27 runs, a minute apart, each 100 ms longer than the one before; every ninth failed.
    await db.table('schedule_runs').multiInsert(
      Array.from({ length: 27 }, (_, index) => ({
        schedule: jobName(index + 1),
        job_id: `job-sample-${index}`,
        started_at: sqlTime(DateTime.utc().minus({ minutes: 60 - index })),
        duration_ms: (index + 1) * 100,
        outcome: index % 9 === 0 ? 'failed' : 'completed',
        error: null,
      }))
    )
    const admin = await newAccount({ admin: true })
    const { page, context } = await openAt('/login?redirect=%2Fadmin%2Flogs')
    cleanup(() => context.close())
    await signInThroughForm(page, admin.email)
    await waitForPath(page, '/admin/logs')

    // Newest first, 25 a page; the next page holds the two oldest.
    await expectJobs(page, Array.from({ length: 25 }, (_, index) => jobName(27 - index)))
    await page.getByRole('button', { name: 'Next page' }).click()
    await page.waitForURL((url) => url.searchParams.has('cursor'))
    await expectJobs(page, [jobName(2), jobName(1)])

    // A header sorts from the first page: shortest first, then slowest first.
    await page.getByRole('columnheader', { name: 'Duration' }).click()
    await page.waitForURL((url) => url.searchParams.get('sort') === 'duration' && !url.searchParams.has('cursor'))
    await eventually(async () => assert.equal(await firstJob(page), jobName(1)))
    await page.getByRole('columnheader', { name: 'Duration' }).click()
    await page.waitForURL((url) => url.searchParams.get('order') === 'desc')
    await eventually(async () => assert.equal(await firstJob(page), jobName(27)))

    await page.getByRole('button', { name: 'Outcome' }).click()
    await page.getByRole('option', { name: 'Failed' }).click()
    await page.waitForURL((url) => url.searchParams.get('outcome') === 'failed')
    await expectJobs(page, [jobName(19), jobName(10), jobName(1)])
    assert.isTrue(await page.getByRole('button', { name: 'Next page' }).isDisabled())

    // A filtered view is a link: a reload draws it again.
    await page.reload()
    await expectJobs(page, [jobName(19), jobName(10), jobName(1)])

    // Nothing matches: the kit's empty state.
    await page.getByRole('button', { name: 'Outcome' }).click()
    await page.getByRole('option', { name: 'Retrying' }).click()
    await page.getByText('There are no items matching your query').waitFor()
  }).timeout(90_000)
})

function jobName(number: number) {
  return `logs.sample_${String(number).padStart(2, '0')}`
}

/** The jobs of the schedule table's rows, top to bottom. */
function shownJobs(page: Page) {
  return page.getByRole('grid', { name: 'Schedule' }).getByRole('rowheader').allTextContents()
}

async function firstJob(page: Page) {
  return (await shownJobs(page))[0]
}

async function expectJobs(page: Page, expected: string[]) {
  await eventually(async () => {
    const shown = await shownJobs(page)
    if (JSON.stringify(shown) !== JSON.stringify(expected)) throw new Error(`rows ${JSON.stringify(shown)}, expected ${JSON.stringify(expected)}`)
  }, 15_000)
}
