import { test } from '@japa/runner'
import { FACTORY_PASSWORD, UserFactory } from '#database/factories/user_factory'
import type { ApiResponse } from '@japa/api-client'
import { CookieSession, setCookieLines } from '#tests/helpers/cookie_session'

const SESSION_COOKIE = 'cadenza-session'

function setsSessionCookie(response: ApiResponse) {
  return setCookieLines(response).some((line) => line.startsWith(`${SESSION_COOKIE}=`))
}

/**
 * The session's cookies are sent when the session changes, not on every
 * read: a guest read still on its way when someone signs in must not put
 * the guest session's cookies back over the signed-in ones.
 */
test.group('Session cookies', () => {
  test('reads that change nothing do not re-send the session cookie; a sign-in does', async ({ assert }) => {
    const browser = await new CookieSession().start()
    assert.isDefined(browser.cookie(SESSION_COOKIE))

    const read = await browser.get('/api/v1/users/me')
    assert.equal(read.status(), 401)
    assert.isFalse(setsSessionCookie(read))

    const user = await UserFactory.create()
    const login = await browser.post('/auth/login').json({ email: user.email, password: FACTORY_PASSWORD, remember: false })
    assert.equal(login.status(), 200)
    assert.isTrue(setsSessionCookie(login))

    const signedInRead = await browser.get('/api/v1/users/me')
    assert.equal(signedInRead.status(), 200)
    assert.equal(signedInRead.body().user.id, user.id)
    assert.isFalse(setsSessionCookie(signedInRead))
  })
})

test.group('Session cookies after a sign-in', () => {
  test('a read still carrying the guest session a sign-in replaced sends no cookie back', async ({ assert }) => {
    const browser = await new CookieSession().start()
    const guest = browser.copy()
    const user = await UserFactory.create()
    const login = await browser.post('/auth/login').json({ email: user.email, password: FACTORY_PASSWORD, remember: false })
    assert.equal(login.status(), 200)

    // Sent before the sign-in, answered after it: neither the guest's session nor an XSRF token of its own comes back.
    const late = await guest.get('/api/v1/users/me')
    assert.equal(late.status(), 401)
    assert.deepEqual(setCookieLines(late), [])

    const signedInRead = await browser.get('/api/v1/users/me')
    assert.equal(signedInRead.status(), 200)
    // The browser's XSRF token is still the signed-in session's: a write goes through.
    const logout = await browser.post('/auth/logout').json({})
    assert.isBelow(logout.status(), 300)
  })
})
