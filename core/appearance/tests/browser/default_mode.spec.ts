import { test } from '@japa/runner'
import { openPage } from '#tests/helpers/browser'
import { withSettings } from '#core/accounts/tests/browser/browser_helpers'

const withDefaultMode = (mode: string) => withSettings({ 'themes.default_mode': mode })

const isDark = 'document.documentElement.classList.contains("dark")'

test.group("The site's default theme mode in Chromium", () => {
  test('a visitor who has not chosen sees the default mode, whatever the OS prefers, until they choose', async ({
    assert,
    cleanup,
  }) => {
    cleanup(await withDefaultMode('dark'))
    const light = await openPage('/', { colorScheme: 'light' })
    cleanup(() => light.context.close())
    await light.page.getByRole('button', { name: 'Theme' }).first().waitFor()
    assert.isTrue(await light.page.evaluate(isDark))

    // The visitor's own choice wins over the site's default.
    await light.page.evaluate(() => localStorage.setItem('cadenza.theme', 'light'))
    await light.page.reload()
    await light.page.getByRole('button', { name: 'Theme' }).first().waitFor()
    assert.isFalse(await light.page.evaluate(isDark))

    cleanup(await withDefaultMode('light'))
    const dark = await openPage('/', { colorScheme: 'dark' })
    cleanup(() => dark.context.close())
    await dark.page.getByRole('button', { name: 'Theme' }).first().waitFor()
    assert.isFalse(await dark.page.evaluate(isDark))
  })
})
