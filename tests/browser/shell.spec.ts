import { test } from '@japa/runner'
import { openPage, waitForCondition } from '#tests/helpers/browser'
import { withSettings } from '#core/accounts/tests/browser/browser_helpers'

test.group('Web shell in Chromium', () => {
  test('the shell renders its navigation and home screen', async ({ assert, cleanup }) => {
    const { page, context } = await openPage('/')
    cleanup(() => context.close())
    const nav = page.getByRole('navigation').first()
    await nav.getByRole('link', { name: 'Home' }).waitFor()
    assert.isTrue(await nav.getByRole('link', { name: 'Search' }).isVisible())
    assert.equal(await page.title(), 'Cadenza')

    // Menu icons are symbols of one sprite file: each link's icon names a symbol the sprite has.
    const iconHref = await nav
      .getByRole('link', { name: 'Home' })
      .locator('svg use')
      .getAttribute('href')
    const [spritePath, symbol] = iconHref!.split('#')
    const sprite = await page.request.get(spritePath)
    assert.equal(sprite.headers()['content-type'], 'image/svg+xml')
    assert.include(await sprite.text(), `<symbol id="${symbol}"`)
  })

  test('an unknown URL shows the not-found page with a way home', async ({ assert, cleanup }) => {
    const { page, context } = await openPage('/no/such/place')
    cleanup(() => context.close())
    await page.getByText("Looks like you've found the doorway to the great nothing").waitFor()
    await page.getByRole('link', { name: 'Take me there!' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    assert.equal(new URL(page.url()).pathname, '/')
  })

  test('the theme switcher turns the dark theme on and it survives a reload', async ({ assert, cleanup }) => {
    // The site's default mode would otherwise decide the starting theme.
    cleanup(await withSettings({ 'themes.default_mode': 'system' }))
    const { page, context } = await openPage('/', { colorScheme: 'light' })
    cleanup(() => context.close())
    const html = page.locator('html')
    await page.getByRole('button', { name: 'Theme' }).first().waitFor()
    assert.notInclude((await html.getAttribute('class')) ?? '', 'dark')
    // The home route's lazy chunk re-renders the layout when it lands, which
    // would close a menu opened before it: open the menu once the page is settled.
    await page.waitForLoadState('networkidle')

    await page.getByRole('button', { name: 'Theme' }).first().click()
    await page.getByRole('menuitemradio', { name: 'Dark' }).or(page.getByRole('menuitem', { name: 'Dark' })).first().click()
    await waitForCondition(page, 'document.documentElement.classList.contains("dark")')

    await page.reload()
    await page.getByRole('button', { name: 'Theme' }).first().waitFor()
    assert.include((await html.getAttribute('class')) ?? '', 'dark')
  })

  test('menus and tooltips load on first use and keep their keyboard behaviour', async ({ assert, cleanup }) => {
    // The menu opens on the choice in effect: "System" unless the site's default mode says otherwise.
    cleanup(await withSettings({ 'themes.default_mode': 'system' }))
    const { page, context } = await openPage('/', { colorScheme: 'light' })
    cleanup(() => context.close())
    const trigger = page.getByRole('button', { name: 'Theme' }).first()
    await trigger.waitFor()
    await page.waitForLoadState('networkidle')
    const popupLoaded = () => page.evaluate('performance.getEntriesByType("resource").some((entry) => entry.name.includes("/menu_popup-"))')
    assert.isFalse(await popupLoaded())
    assert.isNotNull(await trigger.getAttribute('aria-haspopup'))
    assert.equal(await trigger.getAttribute('aria-expanded'), 'false')

    // Keyboard focus shows the tooltip (after its delay); Enter opens the menu on its selected item.
    await trigger.focus()
    await page.getByRole('tooltip', { name: 'Theme' }).waitFor()
    await page.keyboard.press('Enter')
    const menu = page.getByRole('menu', { name: 'Theme' })
    await menu.waitFor()
    assert.isTrue(await popupLoaded())
    assert.equal(await trigger.getAttribute('aria-expanded'), 'true')
    assert.equal(await trigger.getAttribute('aria-controls'), await menu.getAttribute('id'))
    await waitForCondition(page, 'document.activeElement?.textContent === "System"')
    await page.keyboard.press('ArrowDown')
    await waitForCondition(page, 'document.activeElement?.textContent === "Light"')

    // Escape closes it and gives focus back to its button, where ArrowUp opens it again.
    await page.keyboard.press('Escape')
    await menu.waitFor({ state: 'detached' })
    await waitForCondition(page, 'document.activeElement?.getAttribute("aria-label") === "Theme"')
    await page.keyboard.press('ArrowUp')
    await menu.waitFor()
    await waitForCondition(page, 'document.activeElement?.getAttribute("role") === "menuitemradio"')
    await page.keyboard.press('Escape')
    await menu.waitFor({ state: 'detached' })

    // A mouse opens it on press down, like a native menu, and the release leaves it open.
    const box = (await trigger.boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await menu.waitFor()
    await page.mouse.up()
    assert.isTrue(await menu.isVisible())
    await page.keyboard.press('Escape')
    await menu.waitFor({ state: 'detached' })
  })

  test('the cookie notice hides after OK and stays hidden after a reload', async ({ assert, cleanup }) => {
    const { page, context } = await openPage('/')
    cleanup(() => context.close())
    const notice = page.getByRole('region', { name: 'Cookie notice' }).or(page.getByLabel('Cookie notice')).first()
    await notice.waitFor()
    await notice.getByRole('button', { name: 'OK' }).click()
    await notice.waitFor({ state: 'hidden' })
    const cookies = await context.cookies()
    assert.isTrue(cookies.some((cookie) => cookie.name === 'cookie_notice'))
    await page.reload()
    await page.getByRole('navigation').first().waitFor()
    assert.equal(await page.getByLabel('Cookie notice').count(), 0)
  })

  test('a server error carrying a trace opens the trace dialog', async ({ assert, cleanup }) => {
    const { page, context } = await openPage('/echo')
    cleanup(() => context.close())
    await page.getByRole('heading', { name: 'Echo fixture screen' }).waitFor()
    await page.getByRole('button', { name: 'Make the server fail' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByText('An error occured').waitFor()
    assert.isTrue(await dialog.getByText('The echo fixture failed on purpose').first().isVisible())
    assert.isTrue(await dialog.getByRole('button', { name: 'Download log' }).isVisible())
    assert.isTrue(await dialog.getByText(/vendor frames?/).first().isVisible())
  })

  test("the fixture plugin's screen and menu item appear", async ({ assert, cleanup }) => {
    const { page, context } = await openPage('/')
    cleanup(() => context.close())
    await page.getByRole('navigation').first().getByRole('link', { name: 'Echo' }).click()
    await page.getByRole('heading', { name: 'Echo fixture screen' }).waitFor()
    assert.equal(new URL(page.url()).pathname, '/echo')
  })

  test('a navigation that waits for its page shows the top progress bar and keeps the old page meanwhile', async ({ assert, cleanup }) => {
    const { page, context } = await openPage('/')
    cleanup(() => context.close())
    // Hold the fixture screen's code back, so the navigation takes longer than the bar's 50 ms delay.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/echo_screen-[\w-]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    const homeHeading = page.getByRole('main').getByRole('heading', { level: 1 })
    await homeHeading.waitFor()
    await page.getByRole('navigation').first().getByRole('link', { name: 'Echo' }).click()

    const bar = page.getByRole('progressbar', { name: 'Loading page...' })
    await bar.waitFor()
    assert.isTrue(await homeHeading.isVisible())
    assert.equal(new URL(page.url()).pathname, '/echo')
    release()
    await page.getByRole('heading', { name: 'Echo fixture screen' }).waitFor()
    await bar.waitFor({ state: 'detached' })
  })
})
