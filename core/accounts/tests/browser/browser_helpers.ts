import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { FACTORY_PASSWORD as PASSWORD, UserFactory } from '#database/factories/user_factory'
import { openPage, waitForApp, type BrowserPage } from '#tests/helpers/browser'
import { serverUrl } from '#tests/helpers/http_client'
import { appUrl } from '#config/app'

export { PASSWORD }

export function uniqueEmail(prefix = 'web') {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`
}

/** An account named Robin Tester (or `firstName` Tester), an admin with `admin`. */
export function newAccount(options: { admin?: boolean; firstName?: string } = {}) {
  const account = UserFactory.merge({ firstName: options.firstName ?? 'Robin', lastName: 'Tester' })
  return (options.admin ? account.apply('admin') : account).create()
}

/**
 * A fresh browser at `path` with the cookie notice already accepted, so the
 * notice bar never sits over a button the test presses.
 */
export async function openAt(
  path: string,
  options: { width?: number; colorScheme?: 'light' | 'dark'; origin?: string; userAgent?: string } = {}
): Promise<BrowserPage> {
  const origin = options.origin ?? serverUrl('')
  const opened = await openPage('/favicon.svg', options)
  await opened.context.addCookies([{ name: 'cookie_notice', value: 'true', url: origin }])
  await opened.page.goto(`${origin}${path}`)
  await waitForApp(opened.page)
  return opened
}

/**
 * The site at the address of APP_URL (config/app.ts): the social providers
 * send the popup back to a callback there, and the session cookie of the
 * popup flow only travels if the browser started on the same host.
 */
export function appOrigin() {
  return new URL(appUrl).origin
}

/** Fields by name: their labels carry a decorative required asterisk. */
export function field(page: Page, name: string) {
  return page.locator(`input[name="${name}"]`)
}

/** Signs in through the login form and waits to leave it. */
export async function signInThroughForm(page: Page, email: string, password = PASSWORD) {
  // Wait for the login form itself: the page before it (reset password, say)
  // may still be on screen with fields of the same names.
  const submit = page.getByRole('button', { name: 'Continue', exact: true })
  await submit.waitFor()
  await field(page, 'email').fill(email)
  await field(page, 'password').fill(password)
  await submit.click()
}

/** In-app navigations change the URL without a load event: wait for the address only. */
export async function waitForPath(page: Page, pathname: string) {
  await page.waitForURL((url) => url.pathname === pathname, { waitUntil: 'commit' })
}

/** The toast region's text once a toast with `message` shows. */
export async function expectToast(page: Page, message: string) {
  await page
    .getByRole('region', { name: 'Notifications' })
    .getByText(message, { exact: true })
    .waitFor()
}

export { withSettings } from '../functional/sign_in/sign_in_helpers.js'
