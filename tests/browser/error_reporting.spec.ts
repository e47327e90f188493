import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { Page } from 'playwright-core'
import { openPage } from '#tests/helpers/browser'
import { emptyErrorLog } from '#tests/helpers/error_log'

/** Whether the page has fetched the trace dialog's highlighter chunk. */
function highlighterLoaded(page: Page) {
  return page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/highlight_lines-')))
}

/** The computed colour of a theme token ('--be-primary': '30 215 96') as the browser writes it. */
function themeColour(page: Page, variable: string) {
  return page.evaluate<string>(`'rgb(' + getComputedStyle(document.documentElement).getPropertyValue('${variable}').trim().split(/\\s+/).join(', ') + ')'`)
}

test.group('Error reporting in Chromium', () => {
  test("the trace dialog's code snippet is highlighted by a highlighter fetched only then", async ({ assert, cleanup }) => {
    const { page, context } = await openPage('/echo')
    cleanup(() => context.close())
    await page.getByRole('heading', { name: 'Echo fixture screen' }).waitFor()
    assert.isFalse(await highlighterLoaded(page))

    await page.getByRole('button', { name: 'Make the server fail' }).click()
    const snippet = page.getByRole('dialog').getByLabel('Code snippet')
    const keyword = snippet.locator('span', { hasText: /^throw$/ })
    await keyword.waitFor()
    assert.isTrue(await highlighterLoaded(page))

    const colourOf = (locator: typeof keyword) => locator.evaluate((element) => (globalThis as any).getComputedStyle(element).color as string)
    assert.equal(await colourOf(keyword), await themeColour(page, '--be-primary'))
    const text = snippet.locator('span', { hasText: /^'The echo fixture failed on purpose'$/ })
    assert.equal(await colourOf(text), await themeColour(page, '--be-positive'))
    // The failing line is still marked and its number shown.
    assert.isTrue(await snippet.getByText('(the line that failed)').count() === 1)
  })

  test("an error thrown in the browser reaches the error log with the page's path", async ({ assert, cleanup }) => {
    await emptyErrorLog()
    await db.from('limiter_rate_limits').delete()
    const { page, context } = await openPage('/echo')
    cleanup(() => context.close())
    await page.getByRole('heading', { name: 'Echo fixture screen' }).waitFor()
    // Sampling draws under the 0.2 rate, so this error is sent.
    await page.evaluate(() => {
      Math.random = () => 0
      setTimeout(() => {
        throw new RangeError('Thrown in the browser on purpose')
      })
    })

    let entry: any
    for (let attempt = 0; attempt < 50 && !entry; attempt++) {
      entry = await db.from('error_logs').where('source', 'web').first()
      if (!entry) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    assert.containsSubset(entry, { exception: 'RangeError', message: 'Thrown in the browser on purpose', url: '/echo', user_id: null })
    assert.isString(entry.request_id)
    assert.include(entry.user_agent, 'Chrome')
  })
})
