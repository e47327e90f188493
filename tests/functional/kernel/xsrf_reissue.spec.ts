import { test } from '@japa/runner'
import type { ApiResponse } from '@japa/api-client'
import { FACTORY_PASSWORD, UserFactory } from '#database/factories/user_factory'
import { XSRF_TOKEN_PATH } from '#core/kernel/shared/xsrf_token_path'
import { CookieSession, setCookieLines } from '#tests/helpers/cookie_session'

function setsXsrfCookie(response: ApiResponse) {
  return setCookieLines(response).some((line) => line.startsWith('XSRF-TOKEN='))
}

/**
 * Reads by a browser that holds its XSRF token are answered without a new
 * one (core/kernel/http/shield_middleware.ts). The first test is also the
 * tripwire of the shield internals that relies on: if shield stops keeping
 * the session's secret under CSRF_SECRET_SESSION_KEY, every read re-issues
 * the cookie again and it fails.
 */
test.group('XSRF cookie on reads', () => {
  test('a read with the token held sends no new token, and the held token still signs writes', async ({ assert }) => {
    const browser = await new CookieSession().start()
    const held = browser.cookie('XSRF-TOKEN')
    assert.isDefined(held)

    const read = await browser.get('/api/v1/users/me')
    assert.equal(read.status(), 401)
    assert.isFalse(setsXsrfCookie(read))
    assert.equal(browser.cookie('XSRF-TOKEN'), held)

    // Asking the token path always answers a token: the web app's way to renew one.
    const renewed = await browser.get(XSRF_TOKEN_PATH)
    assert.isTrue(setsXsrfCookie(renewed))

    const user = await UserFactory.create()
    const login = await browser.post('/auth/login').json({ email: user.email, password: FACTORY_PASSWORD, remember: false })
    assert.equal(login.status(), 200)
    const me = await browser.get('/api/v1/users/me')
    assert.equal(me.body().user.id, user.id)
    assert.isFalse(setsXsrfCookie(me))
    const logout = await browser.post('/auth/logout').json({})
    assert.isBelow(logout.status(), 300)
  })

  test('a token of another session is not replaced by a read; the write it signs gets a 419 and the token path heals it', async ({ assert }) => {
    const browser = await new CookieSession().start()
    const other = await new CookieSession().start()
    browser.hold('XSRF-TOKEN', other.cookie('XSRF-TOKEN')!)

    const read = await browser.get('/api/v1/users/me')
    assert.isFalse(setsXsrfCookie(read))
    const user = await UserFactory.create()
    const refused = await browser.post('/auth/login').json({ email: user.email, password: FACTORY_PASSWORD, remember: false })
    assert.equal(refused.status(), 419)

    await browser.get(XSRF_TOKEN_PATH)
    const login = await browser.post('/auth/login').json({ email: user.email, password: FACTORY_PASSWORD, remember: false })
    assert.equal(login.status(), 200)
  })
})
