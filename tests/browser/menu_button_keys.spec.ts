import { test } from '@japa/runner'
import { openPage } from '#tests/helpers/browser'

test.group('Menu buttons and the keyboard in Chromium', () => {
  test('Tab, Shift+Tab, Escape and letters on a menu button move focus as usual and raise no error', async ({
    assert,
    cleanup,
  }) => {
    const { page, context } = await openPage('/')
    cleanup(() => context.close())
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const trigger = page.getByRole('button', { name: 'Theme' }).first()
    await trigger.waitFor()
    await page.waitForLoadState('networkidle')
    const focusedLabel = () => page.evaluate('document.activeElement?.getAttribute("aria-label")')

    await trigger.focus()
    await page.keyboard.press('Tab')
    assert.notEqual(await focusedLabel(), 'Theme')
    await page.keyboard.press('Shift+Tab')
    assert.equal(await focusedLabel(), 'Theme')
    await page.keyboard.press('Escape')
    await page.keyboard.press('t')
    assert.equal(await focusedLabel(), 'Theme')
    assert.equal(await trigger.getAttribute('aria-expanded'), 'false')
    assert.deepEqual(errors, [])

    // The keys that open it still do.
    await page.keyboard.press('ArrowDown')
    await page.getByRole('menu', { name: 'Theme' }).waitFor()
  })
})
