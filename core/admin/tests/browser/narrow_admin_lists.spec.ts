import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTime } from '#core/logs/server/models/error_log_entry'
import { emptyErrorLog } from '#tests/helpers/error_log'
import { captureScreens, followSystemTheme } from '#tests/helpers/screens'
import { newAccount, openAt, signInThroughForm, waitForPath } from '#core/accounts/tests/browser/browser_helpers'

/** How much wider than the window the page is, and how much wider than its box a table is (page code as text: the tests compile without the DOM's types). */
function overflowOf(page: Page, table: string) {
  return page.evaluate<{ page: number; table: number }>(`(() => {
    const box = document.querySelector('[role="grid"][aria-label="${table}"]').parentElement
    return { page: document.scrollingElement.scrollWidth - window.innerWidth, table: box.scrollWidth - box.clientWidth }
  })()`)
}

/** Issue 16: admin lists on a phone, 390 px wide. */
test.group('Admin lists at 390 px in Chromium', () => {
  test('the error log, the audit log and the users list never widen the page: a wide table scrolls in its own box', async ({ assert, cleanup }) => {
    await emptyErrorLog()
    await db.table('error_logs').insert({
      source: 'server',
      exception: 'QueryException',
      message: 'SQLSTATE[HY000]: General error: 5 database is locked while rolling up the play counts of the week',
      stack: null,
      url: '/api/v1/music/admin/tracks?sort=plays&order=desc&perPage=100',
      method: 'GET',
      status: 500,
      request_id: 'narrow-request-0123456789',
      user_id: null,
      user_agent: 'NarrowTest/1.0',
      created_at: sqlTime(DateTime.utc()),
    })
    const admin = await newAccount({ admin: true })
    await db.table('audit_entries').insert({
      user_id: admin.id,
      action: 'settings.updated',
      subject_type: 'settings',
      subject_id: null,
      before: null,
      after: null,
      ip: '127.0.0.1',
      created_at: sqlTime(DateTime.utc()),
    })
    const { page, context } = await openAt('/login?redirect=%2Fadmin%2Flogs%2Ferror', { width: 390 })
    cleanup(() => context.close())
    await followSystemTheme(context)
    await signInThroughForm(page, admin.email)
    await waitForPath(page, '/admin/logs/error')

    await page.getByRole('grid', { name: 'Error log' }).getByRole('row', { name: /database is locked/ }).waitFor()
    // The pager counts its rows in words that agree with the number.
    await page.getByText('1 row', { exact: true }).waitFor()
    const errorLog = await overflowOf(page, 'Error log')
    assert.isAtMost(errorLog.page, 0, 'the error log page scrolls sideways')
    assert.isAbove(errorLog.table, 0, 'the error log table keeps its columns and scrolls in its box')
    await captureScreens(page, 'admin-error-log', [1280, 768, 390])

    // The audit log's filters hold a range of two days, the widest filter of the kit.
    await page.goto('/admin/audit-log')
    await page.getByRole('group', { name: 'Days' }).waitFor()
    await page.getByRole('grid', { name: 'Audit log' }).waitFor()
    assert.isAtMost((await overflowOf(page, 'Audit log')).page, 0, 'the audit log page scrolls sideways')
    // A time stays on one line (a wrapped one made each row five lines tall).
    const time = page.getByRole('grid', { name: 'Audit log' }).locator('time').first()
    assert.isBelow((await time.boundingBox())!.height, 30)
    await captureScreens(page, 'admin-audit-log', [1280, 768, 390])

    await page.goto('/admin/users')
    await page.getByRole('grid', { name: 'Users' }).getByRole('row', { name: new RegExp(admin.email) }).waitFor()
    assert.isAtMost((await overflowOf(page, 'Users')).page, 0, 'the users page scrolls sideways')
    await captureScreens(page, 'admin-users', [1280, 768, 390])
  }).timeout(90_000)
})
