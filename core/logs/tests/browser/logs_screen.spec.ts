import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTime } from '#core/logs/server/models/error_log_entry'
import { emptyErrorLog } from '#tests/helpers/error_log'
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
    await page.getByRole('searchbox', { name: 'Search' }).fill('failed on purpose')
    await page.getByRole('link', { name: /The echo fixture failed on purpose/ }).click()
    await page.getByRole('heading', { name: 'The echo fixture failed on purpose' }).waitFor()
    assert.include(await page.locator('pre').textContent(), 'echo_controller.ts')

    // The outgoing-email tab lists the message; its HTML is drawn sandboxed, its script never runs.
    await page.goto('/admin/logs/outgoing-email')
    await page.getByRole('link', { name: 'Your weekly mix' }).click()
    await page.getByRole('heading', { name: 'Your weekly mix' }).waitFor()
    const frame = page.frameLocator('iframe[title="Message"]')
    await frame.getByRole('heading', { name: 'Hello reader' }).waitFor()
    assert.equal(await page.locator('iframe[title="Message"]').getAttribute('sandbox'), '')
    assert.notEqual(await page.title(), 'pwned')
    await page.getByRole('tab', { name: 'Text' }).click()
    await page.getByText('Hello reader', { exact: true }).waitFor()
  })
})
