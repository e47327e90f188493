import { spawn, type ChildProcess } from 'node:child_process'
import { freePort } from '#tests/helpers/free_port'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { PASSWORD, setCookieAttributes } from './sign_in_helpers.js'
import { UserFactory } from '#database/factories/user_factory'
import { CookieSession } from '#tests/helpers/cookie_session'
import { XSRF_TOKEN_PATH } from '#core/kernel/shared/xsrf_token_path'

/** Boots a second app server (same database) whose public address is https. */
async function startHttpsSite(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', '@poppinss/ts-exec', 'bin/server.ts'], {
    cwd: app.appRoot.pathname,
    env: {
      ...process.env,
      APP_URL: 'https://cadenza.example',
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: 'ignore',
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    const up = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false
    )
    if (up) return { url, child }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  child.kill()
  throw new Error('the https site did not start')
}

/** Issue 3, security bar: session cookies are Secure behind HTTPS. */
test.group('Session cookie behind HTTPS', (group) => {
  let site: { url: string; child: ChildProcess }
  group.setup(async () => {
    site = await startHttpsSite()
    return () => {
      site.child.kill()
    }
  })

  test('with an https APP_URL the session and remember-me cookies are Secure, HttpOnly and SameSite=Lax', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const browser = new CookieSession(site.url)
    // The web app's first cookies come from the token path (a cookie-less page sets none).
    const issued = await browser.get(XSRF_TOKEN_PATH)
    const session = setCookieAttributes(issued, 'cadenza-session')!
    assert.includeMembers(session.attributes, ['secure', 'httponly', 'samesite=lax'])

    // Log in as the web app does: session cookie plus the XSRF token echoed in a header.
    const response = await browser
      .post('/auth/login')
      .json({ email: user.email, password: PASSWORD })
    assert.equal(response.status(), 200)
    assert.includeMembers(setCookieAttributes(response, 'cadenza-session')!.attributes, [
      'secure',
      'httponly',
      'samesite=lax',
    ])
    assert.includeMembers(setCookieAttributes(response, 'remember_web')!.attributes, [
      'secure',
      'httponly',
    ])
  }).timeout(90_000)
})
