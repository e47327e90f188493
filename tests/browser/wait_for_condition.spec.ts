import { test } from '@japa/runner'
import { openPage, waitForCondition, type BrowserPage } from '#tests/helpers/browser'

/**
 * The browser suite's own helper: a condition is met when it is true, and a
 * condition that answers with a Promise is met when that Promise gives true
 * (a pending Promise is truthy, and Playwright alone would take it as met).
 */
test.group('waitForCondition in Chromium', (group) => {
  // One page for the group: each test sets up and reads its own globals on it.
  let opened: BrowserPage
  group.setup(async () => {
    opened = await openPage('/')
    return () => opened.context.close()
  })

  test('a condition whose Promise gives false keeps it waiting until its timeout', async ({ assert }) => {
    const { page } = opened

    await assert.rejects(() => waitForCondition(page, 'Promise.resolve(false)', { timeout: 500 }), /Timeout 500ms exceeded/)
  })

  test('a condition whose Promise gives true later is met then, and not before', async ({ assert }) => {
    const { page } = opened
    await page.evaluate('window.conditionMet = false')

    const waiting = waitForCondition(page, 'new Promise((resolve) => setTimeout(() => resolve(window.conditionMet), 0))')
    let settled = false
    void waiting.then(() => (settled = true))
    // A page round trip: the condition has been checked (and found false) meanwhile.
    await page.evaluate('new Promise((resolve) => setTimeout(resolve, 50))')
    assert.isFalse(settled)

    await page.evaluate('window.conditionMet = true')
    await waiting
  })

  test('a plain condition is met once it is true', async () => {
    const { page } = opened
    await page.evaluate('setTimeout(() => document.body.setAttribute("data-checked", ""), 50)')

    await waitForCondition(page, 'document.body.hasAttribute("data-checked")')
  })
})
