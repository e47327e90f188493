import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import { openAt } from './music_browser.js'

const NOT_FOUND = "Looks like you've found the doorway to the great nothing"

/** What the page's console said at error level (and hydration warnings), and the API calls that failed. */
function watchErrors(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    // A page the browser had to draw again after the server's counts too.
    if (message.type() === 'error' || message.text().includes('Hydration')) errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400)
      errors.push(`${response.status()} ${response.url()}`)
  })
  return errors
}

test.group('Unknown pages in Chromium', () => {
  test('unknown paths, artists and tracks show the not-found page with a 404 and a quiet console', async ({
    assert,
    cleanup,
  }) => {
    const { page, context } = await openAt('/')
    cleanup(() => context.close())
    const errors = watchErrors(page)
    for (const path of ['/no-such-place', '/no-such/place', '/artist/999999999/nobody', '/track/999999999/nothing']) {
      const response = await page.goto(path)
      assert.equal(response!.status(), 404, path)
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' })
      await page.getByText(NOT_FOUND).waitFor()
      await page.waitForLoadState('networkidle')
      // Only the document's own 404, which the browser reports as a failed load.
      assert.deepEqual(
        errors.filter((error) => !error.startsWith('Failed to load resource')),
        [],
        path
      )
      errors.length = 0
    }

    // The not-found page's button leads home, where the app works as usual.
    await page.getByRole('link', { name: 'Take me there!' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor()
  })
})
