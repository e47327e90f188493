import type { Page, Response } from 'playwright-core'
import { FACTORY_PASSWORD as PASSWORD, UserFactory } from '#database/factories/user_factory'
import { XSRF_TOKEN_PATH } from '#core/kernel/shared/xsrf_token_path'

let counter = 0

/** A unique word for names, so searches and headings find this test's rows only. */
export function uniqueWord(prefix: string) {
  return `${prefix}${Date.now().toString(36)}${++counter}`
}

export function newListener(firstName = 'Robin') {
  return UserFactory.merge({ firstName, lastName: 'Tester' }).create()
}

/** A fresh browser at `path` with the cookie notice accepted, so its bar covers nothing. */
export { openAt } from '#core/accounts/tests/browser/browser_helpers'

/**
 * Signs in through the real POST /auth/login, called from the page as the
 * web app calls it (its cookies land in the browser), then reloads so the
 * app boots signed in.
 */
export async function signIn(page: Page, email: string) {
  // A guest answer still on its way would set the guest's session cookie again after the login's.
  await page.waitForLoadState('networkidle')
  const body = JSON.stringify({ email, password: PASSWORD, remember: false })
  const signInOnce = () => page.evaluate(`(async () => {
    const token = () => decodeURIComponent((document.cookie.match(/XSRF-TOKEN=([^;]+)/) || [])[1] || '')
    // A page opened without cookies carries no token: the web app asks this path for one first.
    if (!token()) await fetch(${JSON.stringify(XSRF_TOKEN_PATH)}, { credentials: 'include', headers: { Accept: 'application/json' } })
    const xsrf = token()
    const response = await fetch('/auth/login', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', 'Accept': 'application/json', 'X-XSRF-TOKEN': xsrf },
      body: ${JSON.stringify(body)},
    })
    return response.status
  })()`)
  // Under CI load the reloaded page sometimes still showed a guest (login answered 200; cause not found yet,
  // see the session 17 note): signing in again is tried twice more before the test fails.
  const sessionCookie = async () => (await page.context().cookies()).find((cookie) => cookie.name === 'cadenza-session')?.value ?? '-'
  for (let attempt = 1; ; attempt++) {
    // Every response that sets the session cookie, the login's included: a late one putting a guest session back shows here.
    const sessionSetters: string[] = []
    const noteSetter = async (response: Response) => {
      const setCookie = await response.headerValue('set-cookie').catch(() => null)
      if (setCookie?.includes('cadenza-session=')) sessionSetters.push(`${response.request().method()} ${new URL(response.url()).pathname} ${response.status()}`)
    }
    page.on('response', noteSetter)
    try {
      const status = await signInOnce()
      if (status !== 200) throw new Error(`login failed: ${status}`)
      const signedInCookie = await sessionCookie()
      await page.reload()
      const notShown = await page
        .getByRole('button', { name: /^Account/ })
        .waitFor({ timeout: 20_000 })
        .then(() => null, (error: unknown) => error)
      if (!notShown) return
      // What the next session needs to find the cause: whether the server still knows the person, whether the
      // browser still holds the cookie the login set (if so, the server ended that session), and who set another.
      const me = await page.evaluate(`fetch('/api/v1/users/me', { headers: { Accept: 'application/json' } }).then((r) => r.status)`)
      const held = (await page.context().cookies()).map((cookie) => cookie.name).join(', ')
      const sameCookie = (await sessionCookie()) === signedInCookie
      console.warn(
        `signIn: attempt ${attempt} reloaded as a guest; /api/v1/users/me answers ${me}; cookies held: ${held}; ` +
          `session cookie ${sameCookie ? 'still the one the login set' : 'replaced since the login'}; set by: ${sessionSetters.join(', ') || 'no response'}`
      )
      if (attempt === 3) throw notShown
    } finally {
      page.off('response', noteSetter)
    }
  }
}

export async function waitForPath(page: Page, test: (pathname: string) => boolean) {
  await page.waitForURL((url) => test(decodeURIComponent(url.pathname)))
}

/** The names of the rendered rows of the track table called `label`, in order. */
export async function rowNames(page: Page, label: string) {
  const grid = page.getByRole('grid', { name: label })
  await grid.getByRole('row').nth(1).waitFor()
  return grid.locator('[role=row][data-index] a[href^="/track/"]').allTextContents()
}
