import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import { TestSmtpServer } from '#tests/helpers/smtp_server'
import { UserFactory } from '#database/factories/user_factory'
import { PNG } from '#core/files/tests/helpers/sample_files'
import { makeArtist } from '#plugins/music/tests/helpers/catalogue_factory'
import { newListener, openAt, signIn, uniqueWord, waitForPath } from './music_browser.js'
import { captureScreens, followSystemTheme } from '#tests/helpers/screens'

/** Opens the avatar menu's Backstage entry: it must land on a real screen. */
async function openBackstage(page: Page) {
  await page.getByRole('button', { name: /^Account/ }).click()
  await page.getByRole('menuitem', { name: 'Backstage' }).click()
  await waitForPath(page, (path) => path === '/backstage/requests')
}

async function chooseRole(page: Page, role: string) {
  await page.getByRole('button', { name: /Your role/ }).click()
  await page.getByRole('option', { name: role }).click()
}

/** Issue 17: artist requests in Chromium, from the person's backstage to the admin's decision and back. */
test.group('Backstage: artist requests in Chromium', (group) => {
  let smtp: TestSmtpServer
  group.setup(async () => {
    smtp = await TestSmtpServer.start()
    await smtp.captureAppMail()
    return () => smtp.stop()
  })

  test('become an artist with proof; an admin approves; the person gains music.create and is emailed', async ({ assert, cleanup }) => {
    const name = uniqueWord('Tram')
    const listener = await newListener('Ada')
    const admin = await UserFactory.apply('admin').create()

    const { page, context } = await openAt('/')
    cleanup(() => context.close())
    await followSystemTheme(context)
    await signIn(page, listener.email)
    await openBackstage(page)
    await page.getByRole('heading', { name: /Share your music on/, level: 1 }).waitFor()
    await page.getByText('Requests you send show here, with how they were decided.').waitFor()
    await captureScreens(page, 'backstage-requests-empty')

    await page.getByRole('link', { name: /Become an artist/ }).click()
    await waitForPath(page, (path) => path === '/backstage/requests/become-artist')
    const send = page.getByRole('button', { name: 'Send request' })
    assert.isTrue(await send.isDisabled(), 'nothing to send yet')
    await page.getByRole('textbox', { name: /Artist name/ }).fill(name)
    await chooseRole(page, 'Manager')
    await page.getByRole('textbox', { name: 'Title' }).fill('Bandcamp')
    await page.getByRole('textbox', { name: 'URL' }).fill('https://example.com/tram')
    await page.locator('input[type=file]').setInputFiles({ name: 'contract.png', mimeType: 'image/png', buffer: PNG })
    await page.getByRole('list', { name: 'Attached files' }).getByText('70 B').waitFor()
    await captureScreens(page, 'backstage-request-form')
    await send.click()

    await waitForPath(page, (path) => /^\/backstage\/requests\/\d+\/request-submitted$/.test(path))
    await page.getByRole('heading', { name: 'Request submitted', level: 1 }).waitFor()
    await page.getByText(`We will email you at ${listener.email}`, { exact: false }).waitFor()
    assert.equal(await page.getByRole('link', { name: 'contract.png' }).getAttribute('download'), 'contract.png')
    await captureScreens(page, 'backstage-request-submitted')

    // The same request again is refused while the first is pending (409, a toast).
    await page.goto('/backstage/requests/become-artist')
    await page.getByRole('textbox', { name: /Artist name/ }).fill(name.toUpperCase())
    await chooseRole(page, 'Manager')
    await page.getByRole('button', { name: 'Send request' }).click()
    await page.getByRole('region', { name: 'Notifications' }).getByText('You already have a pending request for this artist.').waitFor()

    // The admin decides.
    const adminBrowser = await openAt('/')
    cleanup(() => adminBrowser.context.close())
    await followSystemTheme(adminBrowser.context)
    const adminPage = adminBrowser.page
    await signIn(adminPage, admin.email)
    await adminPage.goto(`/admin/backstage-requests?status=pending&query=${name}`)
    const table = adminPage.getByRole('grid', { name: 'Backstage requests' })
    await table.getByRole('row', { name: new RegExp(name) }).waitFor()
    await captureScreens(adminPage, 'admin-backstage-requests')
    await table.getByRole('row', { name: new RegExp(name) }).getByText(name).click()
    await adminPage.getByRole('heading', { name: new RegExp(name), level: 1 }).waitFor()
    await adminPage.getByRole('link', { name: /Bandcamp/ }).waitFor()
    await adminPage.getByRole('link', { name: 'contract.png' }).waitFor()
    await captureScreens(adminPage, 'admin-backstage-request')
    await adminPage.getByRole('button', { name: 'Approve', exact: true }).click()
    const dialog = adminPage.getByRole('dialog', { name: 'Approve request' })
    await dialog.getByRole('textbox', { name: /Note/ }).fill('Welcome aboard!')
    await dialog.getByRole('button', { name: 'Approve' }).click()
    await adminPage.getByRole('region', { name: 'Notifications' }).getByText('Request approved').waitFor()
    await dialog.waitFor({ state: 'detached' })
    assert.isFalse(await adminPage.getByRole('button', { name: 'Approve', exact: true }).isVisible(), 'a decided request offers no decision')

    const email = await smtp.waitForMessage(listener.email)
    assert.match(email.subject, /artist request was approved/)
    assert.include(email.text, `Your request to become the artist “${name}” was approved.`)
    assert.include(email.text, 'Note: Welcome aboard!')

    // Back in backstage, the person is an artist now: the requests are a tab of the backstage frame, under their artist.
    await page.goto('/backstage/requests')
    await page.getByRole('heading', { name: 'Requests', level: 1 }).waitFor()
    await page.getByRole('tab', { name: 'Requests', selected: true }).waitFor()
    await page.getByText(name, { exact: true }).first().waitFor()
    await page.getByText('Note: Welcome aboard!', { exact: false }).waitFor()
    await captureScreens(page, 'backstage-requests-artist')
  })

  test('claim an existing artist; an admin denies with a reason the person reads in backstage and in the email', async ({ assert, cleanup }) => {
    const artist = await makeArtist({ name: uniqueWord('Pier') })
    const listener = await newListener('Bo')
    const admin = await UserFactory.apply('admin').create()

    const { page, context } = await openAt('/')
    cleanup(() => context.close())
    await followSystemTheme(context)
    await signIn(page, listener.email)
    await page.goto('/backstage/requests/claim-artist')
    await page.getByRole('heading', { name: 'Claim an artist', level: 1 }).waitFor()
    await page.getByRole('combobox', { name: /Artist/ }).fill(artist.name.slice(0, 6))
    await page.getByRole('option', { name: artist.name }).click()
    await chooseRole(page, 'Label')
    await page.getByRole('textbox', { name: 'Company' }).fill('Pier Records')
    await page.getByRole('button', { name: 'Send request' }).click()
    await waitForPath(page, (path) => path.endsWith('/request-submitted'))
    const requestPath = new URL(page.url()).pathname

    const adminBrowser = await openAt('/')
    cleanup(() => adminBrowser.context.close())
    await followSystemTheme(adminBrowser.context)
    await signIn(adminBrowser.page, admin.email)
    const id = requestPath.split('/')[3]
    await adminBrowser.page.goto(`/admin/backstage-requests/${id}`)
    await adminBrowser.page.getByRole('button', { name: 'Deny' }).click()
    const dialog = adminBrowser.page.getByRole('dialog', { name: 'Deny request' })
    const deny = dialog.getByRole('button', { name: 'Deny' })
    assert.isTrue(await deny.isDisabled(), 'a denial needs its reason')
    await captureScreens(adminBrowser.page, 'admin-backstage-request-deny')
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Please send proof that Pier Records represents the artist.')
    await deny.click()
    await adminBrowser.page.getByRole('region', { name: 'Notifications' }).getByText('Request denied').waitFor()

    const email = await smtp.waitForMessage(listener.email)
    assert.match(email.subject, /artist request was denied/)
    assert.include(email.text, 'Reason: Please send proof that Pier Records represents the artist.')

    await page.goto('/backstage/requests')
    await page.getByText('Please send proof that Pier Records represents the artist.').waitFor()
    await page.goto(requestPath)
    await page.getByRole('heading', { name: 'Request denied', level: 1 }).waitFor()
    await page.getByRole('link', { name: 'Send a new request' }).waitFor()
    await captureScreens(page, 'backstage-request-denied')
  })
})
