import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import type { BrowserContext, Page } from 'playwright-core'
import { Notifier } from '#core/kernel/module_services'
import type { NotificationData } from '#core/kernel/shared/notifications'
import { expectToast, newAccount, openAt, signInThroughForm, waitForPath } from '#core/accounts/tests/browser/browser_helpers'

const NEW_RELEASE = 'music.new_release'

/** Sends `type` to the person through the kernel's Notifier, as a module would. */
async function notify(userId: number, data: NotificationData, type = NEW_RELEASE) {
  const notifier = await app.container.make(Notifier)
  await notifier.notify([userId], type, data)
}

const release = (title: string, action = '/notifications/settings'): NotificationData => ({
  lines: [
    { type: 'primary', content: `Nova released ${title}` },
    { type: 'secondary', content: 'A new album by an artist you follow' },
  ],
  mainAction: { action, label: 'Listen' },
})

/** A new account signed in through the form, on `path`. */
async function signedInAt(opened: BrowserContext[], path: string) {
  const user = await newAccount()
  const { page, context } = await openAt(`/login?redirect=${encodeURIComponent(path)}`)
  opened.push(context)
  await signInThroughForm(page, user.email)
  await waitForPath(page, path)
  return { user, page }
}

/** A switch of the settings matrix by its name; pressed where a person presses it, on its track. */
function matrixSwitch(page: Page, name: string) {
  const input = page.getByRole('switch', { name })
  return { input, press: () => page.locator('label', { has: input }).click() }
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ })
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notifications' })

test.group('Notifications in Chromium', (group) => {
  const opened: BrowserContext[] = []
  group.each.teardown(async () => {
    await Promise.all(opened.splice(0).map((context) => context.close()))
  })

  test('a notification made on the server shows in the open panel without a reload; opening one marks it read, then all', async ({ assert }) => {
    const { user, page } = await signedInAt(opened, '/notifications')
    await page.getByText('No notifications yet').waitFor()
    await bell(page).click()
    await panel(page).getByText('No notifications yet').waitFor()

    await notify(user.id, release('Midnight Drive'))
    await panel(page).getByText('Nova released Midnight Drive').waitFor()
    await page.getByRole('button', { name: 'Notifications (1 unread)' }).waitFor()

    await notify(user.id, release('Second Sun'))
    await page.getByRole('button', { name: 'Notifications (2 unread)' }).waitFor()
    // Also on the page behind the panel, from the same list.
    await page.locator('main').getByText('Nova released Second Sun').waitFor()

    // Opening one marks it read and follows its main action; the panel closes.
    await panel(page).getByRole('button', { name: /Nova released Midnight Drive/ }).click()
    await waitForPath(page, '/notifications/settings')
    await page.getByRole('button', { name: 'Notifications (1 unread)' }).waitFor()
    assert.equal(await panel(page).count(), 0)
    const opened1 = await db.from('notifications').where({ user_id: user.id }).whereNotNull('read_at').count('* as total')
    assert.equal(Number(opened1[0].total), 1)

    await bell(page).click()
    await panel(page).getByRole('button', { name: 'Mark all as read' }).click()
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor()
    const unread = await db.from('notifications').where({ user_id: user.id }).whereNull('read_at').count('* as total')
    assert.equal(Number(unread[0].total), 0)
  })

  test('a type turned off in the settings matrix stays off and no longer arrives', async ({ assert }) => {
    const { user, page } = await signedInAt(opened, '/notifications/settings')
    const inApp = matrixSwitch(page, 'New release by an artist you follow by In app')
    assert.isTrue(await inApp.input.isChecked())
    await inApp.press()
    await page.getByRole('button', { name: 'Save preferences' }).click()
    await expectToast(page, 'Updated preferences')

    await page.reload()
    await page.getByRole('heading', { name: 'Notification settings' }).waitFor()
    assert.isFalse(await inApp.input.isChecked())

    await notify(user.id, release('Quiet Storm'))
    const stored = await db.from('notifications').where({ user_id: user.id, type: NEW_RELEASE }).count('* as total')
    assert.equal(Number(stored[0].total), 0)
  })

  test('the browser channel, refused by the browser, stays off and says how to unblock it', async ({ assert }) => {
    const { page } = await signedInAt(opened, '/notifications/settings')
    const notice = page.getByText('Notifications blocked. Please enable them for this site from browser settings.')
    // The site's notification permission as the person's browser answers it, set through the DevTools protocol.
    const devtools = await page.context().newCDPSession(page)
    const setPermission = (setting: 'prompt' | 'denied') =>
      devtools.send('Browser.setPermission', { permission: { name: 'notifications' }, setting, origin: new URL(page.url()).origin })
    await setPermission('prompt')
    await page.reload()
    await page.getByRole('heading', { name: 'Notification settings' }).waitFor()
    assert.equal(await notice.count(), 0)
    await setPermission('denied')

    const browserCell = matrixSwitch(page, 'New release by an artist you follow by Browser')
    // On by default: off first, then on again, which asks the browser (headless Chromium refuses unless granted).
    assert.isTrue(await browserCell.input.isChecked())
    await browserCell.press()
    assert.isFalse(await browserCell.input.isChecked())
    await browserCell.press()
    await notice.waitFor()
    assert.isFalse(await browserCell.input.isChecked())
  })

  test('an invitation that no longer exists says so and leaves the list', async () => {
    const { user, page } = await signedInAt(opened, '/notifications')
    await notify(user.id, {
      lines: [{ type: 'primary', content: 'Robin invited you to join Night Owls' }],
      inviteId: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
    })
    await page.locator('main').getByText('Robin invited you to join Night Owls').waitFor()
    await page.locator('main').getByRole('button', { name: 'Join', exact: true }).click()
    await expectToast(page, 'This invite is no longer valid')
  })

  test('the service worker shows a Web Push as a system notification', async ({ assert }) => {
    const { page } = await signedInAt(opened, '/notifications')
    await page.context().grantPermissions(['notifications'])
    // Page code as text: the test's TypeScript knows no DOM.
    const scope: string = await page.evaluate(
      "navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(() => navigator.serviceWorker.ready).then((registration) => registration.scope)"
    )
    assert.equal(scope, new URL('/', page.url()).href)

    // What the server's push job sends, delivered by the browser's push service (here the DevTools protocol).
    const devtools = await page.context().newCDPSession(page)
    const registrations = new Promise<string>((resolve) => {
      devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
        const ours = updated.find((registration) => registration.scopeURL === scope && !registration.isDeleted)
        if (ours) resolve(ours.registrationId)
      })
    })
    await devtools.send('ServiceWorker.enable')
    const payload = { title: 'Nova released Midnight Drive', body: 'A new album', url: '/notifications', image: null, notificationId: 'n-1', type: NEW_RELEASE }
    await devtools.send('ServiceWorker.deliverPushMessage', { origin: new URL(scope).origin, registrationId: await registrations, data: JSON.stringify(payload) })

    const shown = (): Promise<string[][]> =>
      page.evaluate(
        'navigator.serviceWorker.ready.then((registration) => registration.getNotifications()).then((list) => list.map((item) => [item.title, item.body, item.tag]))'
      )
    let notifications = await shown()
    while (!notifications.length) notifications = await shown()
    assert.deepEqual(notifications, [['Nova released Midnight Drive', 'A new album', 'n-1']])
  })
})
