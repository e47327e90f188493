import { test } from '@japa/runner'
import type { Locator, Page } from 'playwright-core'
import { eventually } from '#tests/helpers/eventually'
import { grantPermissions } from '#tests/helpers/permissions'
import { newAccount, openAt, signInThroughForm, waitForPath, withSettings } from '#core/accounts/tests/browser/browser_helpers'
import app from '@adonisjs/core/services/app'
import { SettingsStore } from '#core/settings/server/settings_store'
import { previewFrame, stillTheSamePage } from '../helpers/preview_frame.js'
import { watchThirdPartyRequests } from '../helpers/third_party_requests.js'

// The browser's global, run by locator.evaluate, which the server's compiler does not know.
declare const getComputedStyle: (element: unknown) => { outlineStyle: string }

const preview = (page: Page) => page.frameLocator('iframe[title="Preview of the site"]')
const mainNav = (page: Page) => preview(page).getByRole('navigation', { name: 'Main' })
/** The labels of a menu's items in the editor's list, in order. */
const itemLabels = async (page: Page) =>
  page.getByRole('grid', { name: 'Menu items' }).getByTestId('menu-item-label').allTextContents()

/** A browser signed in through the form (admins land in /admin, others at '/'), then at `path`. */
async function signedInAt(path: string, account: { email: string; landing: string }) {
  const opened = await openAt('/login')
  await signInThroughForm(opened.page, account.email)
  await waitForPath(opened.page, account.landing)
  await opened.page.goto(path)
  return opened
}

/** `locator` once it holds the keyboard focus. */
const focused = (page: Page, locator: Locator) => locator.and(page.locator(':focus')).waitFor({ state: 'attached' })

/** The labels of a browser's main navigation (the primary sidebar's items it may see), in order. */
const mainNavLabels = async (nav: Locator) => (await nav.getByRole('link').allTextContents()).map((text) => text.trim())

async function storedMenus() {
  const settings = await app.container.make(SettingsStore)
  await settings.refresh(true)
  return settings.get('menus')
}

/** Issue 20: the menus and landing-page sections of the appearance editor, in Chromium. */
test.group('Appearance editor: menus and landing page', () => {
  test('an admin adds a menu item limited to a permission, reorders it with the keyboard and edits the landing page; after Save visitors see what they may', async ({ assert, cleanup }) => {
    cleanup(await withSettings({ 'menus': await storedMenus(), 'homepage.type': 'channels', 'landing.headline': 'Music for every moment.', 'landing.actions': [{ label: 'Start listening', action: '/search' }] }))
    const admin = await newAccount({ admin: true, firstName: 'Ada' })
    const { page, context } = await signedInAt('/admin/appearance/menus', { email: admin.email, landing: '/admin' })
    cleanup(() => context.close())
    const leaving = watchThirdPartyRequests(page)
    const frame = await previewFrame(page)

    // Menus: the primary sidebar's menu, a new item limited to music.update.
    await page.getByRole('link', { name: /^Primary sidebar/ }).click()
    await page.getByRole('button', { name: 'Add item' }).click()
    await page.getByRole('textbox', { name: 'Label' }).fill('Catalogue desk')
    await page.getByRole('textbox', { name: 'Action' }).fill('/library')
    await page.getByRole('button', { name: /Permissions/ }).click()
    await page.getByRole('option', { name: /\(music\.update\)$/ }).click()
    await page.getByRole('list', { name: 'Required permissions' }).getByText('music.update').waitFor()
    // The admin holds it: the preview's sidebar shows the item at once.
    await mainNav(page).getByRole('link', { name: 'Catalogue desk' }).waitFor()

    // Reordered with the keyboard: one place up, from the item's page.
    await page.getByRole('button', { name: 'Move up' }).focus()
    await page.keyboard.press('Enter')
    await page.getByText(/^Position \d+ of \d+$/).filter({ hasNotText: /^Position (\d+) of \1$/ }).waitFor()
    await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Primary sidebar' }).click()
    await page.getByRole('grid', { name: 'Menu items' }).getByTestId('menu-item-label').first().waitFor()
    const labels = await itemLabels(page)
    assert.equal(labels.indexOf('Catalogue desk'), labels.length - 2, 'one place up from the end')
    // The preview's sidebar has the new order too (items the admin may not see aside).
    const previewLabels = (await mainNav(page).getByRole('link').allTextContents()).map((text) => text.trim())
    if (previewLabels.includes(labels.at(-1)!)) assert.equal(previewLabels.indexOf('Catalogue desk'), previewLabels.indexOf(labels.at(-1)!) - 1)

    // Landing page: the homepage becomes the landing page, with a new headline and button.
    await page.getByRole('link', { name: 'All sections' }).click()
    await page.getByRole('link', { name: /^Landing page/ }).click()
    await page.getByRole('link', { name: /^General/ }).click()
    await page.getByRole('button', { name: /Homepage/ }).click()
    await page.getByRole('option', { name: 'Landing page' }).click()
    await page.getByRole('textbox', { name: 'Headline', exact: true }).fill('Hear it here first')
    await preview(page).getByRole('heading', { name: 'Hear it here first' }).waitFor()
    await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Landing page' }).click()
    await page.getByRole('link', { name: /^Action buttons/ }).click()
    await page.getByRole('listitem', { name: 'Button 1' }).getByRole('textbox', { name: 'Label' }).fill('Try it free')
    await preview(page).getByRole('link', { name: 'Try it free' }).first().waitFor()
    assert.isTrue(await stillTheSamePage(frame), 'every change reached the preview without a reload')

    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.getByRole('button', { name: 'Save', exact: true }).and(page.locator('[disabled],[data-disabled]')).waitFor()

    // A fresh visitor gets the new landing page.
    const guest = await openAt('/')
    cleanup(() => guest.context.close())
    await guest.page.getByRole('heading', { name: 'Hear it here first' }).waitFor()
    assert.isTrue(await guest.page.getByRole('link', { name: 'Try it free' }).first().isVisible())

    // Someone holding music.update sees the item; someone without it does not.
    const editor = await newAccount({ firstName: 'Eddie' })
    await grantPermissions(editor.id, ['music.update'])
    const withPermission = await signedInAt('/search', { email: editor.email, landing: '/' })
    cleanup(() => withPermission.context.close())
    await withPermission.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Catalogue desk' }).waitFor()

    const listener = await newAccount({ firstName: 'Lena' })
    const without = await signedInAt('/search', { email: listener.email, landing: '/' })
    cleanup(() => without.context.close())
    await without.page.getByRole('navigation', { name: 'Main' }).getByRole('link').first().waitFor()
    assert.equal(await without.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Catalogue desk' }).count(), 0)
    assert.deepEqual(leaving, [], 'the editor and its preview asked no other site for anything')
  })

  test('an admin reorders menu items with the keyboard alone (handle, Enter, arrows, Enter); the preview and, after Save, a fresh visitor get the new order', async ({ assert, cleanup }) => {
    cleanup(await withSettings({ menus: await storedMenus() }))
    const admin = await newAccount({ admin: true })
    const { page, context } = await signedInAt('/admin/appearance/menus', { email: admin.email, landing: '/admin' })
    cleanup(() => context.close())
    await page.getByRole('link', { name: /^Primary sidebar/ }).click()
    const grid = page.getByRole('grid', { name: 'Menu items' })
    await grid.getByTestId('menu-item-label').first().waitFor()
    const [first, second, third, ...rest] = await itemLabels(page)
    const frame = await previewFrame(page)

    // Tab into the list from the last field before it: the first item; → reaches its handle.
    await page.getByRole('checkbox', { name: 'Auth pages footer' }).focus()
    await page.keyboard.press('Tab')
    await focused(page, grid.getByRole('row', { name: first, exact: true }))
    await page.keyboard.press('ArrowRight')
    const handle = grid.getByRole('button', { name: `Reorder ${first}` })
    await focused(page, handle)
    assert.equal(await handle.evaluate((element) => getComputedStyle(element).outlineStyle), 'solid', 'the focus ring shows')

    // Enter picks the item up: the drop place under focus is where it is now, drawn as a line.
    await page.keyboard.press('Enter')
    await focused(page, grid.getByRole('button', { name: `Insert between ${first} and ${second}` }))
    assert.isTrue(await grid.locator('[role="row"][data-drop-target]').isVisible(), 'the drop place is drawn')
    // Down one place, and Enter drops it there.
    await page.keyboard.press('ArrowDown')
    await focused(page, grid.getByRole('button', { name: `Insert between ${second} and ${third}` }))
    await page.keyboard.press('Enter')

    const expected = [second, first, third, ...rest]
    await eventually(async () => assert.deepEqual(await itemLabels(page), expected))
    // The keyboard stays on the item that moved.
    await focused(page, grid.getByRole('row', { name: first, exact: true }))
    await eventually(async () => {
      const shown = await mainNavLabels(mainNav(page))
      assert.isBelow(shown.indexOf(second), shown.indexOf(first))
    })
    assert.isTrue(await stillTheSamePage(frame), 'the preview was not reloaded')

    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.getByRole('button', { name: 'Save', exact: true }).and(page.locator('[disabled],[data-disabled]')).waitFor()

    // A fresh visitor's sidebar has the new order.
    const guest = await openAt('/search')
    cleanup(() => guest.context.close())
    const guestNav = guest.page.getByRole('navigation', { name: 'Main' })
    await guestNav.getByRole('link', { name: first, exact: true }).waitFor()
    const guestLabels = await mainNavLabels(guestNav)
    assert.isAbove(guestLabels.indexOf(second), -1)
    assert.isBelow(guestLabels.indexOf(second), guestLabels.indexOf(first))
  })
})
