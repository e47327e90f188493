import { test } from '@japa/runner'
import { FACTORY_PASSWORD, UserFactory } from '#database/factories/user_factory'
import { HttpSession } from '#tests/helpers/http_client'

const SESSION_COOKIE = 'cadenza-session'

function setsSessionCookie(response: { headers: Headers }) {
  return response.headers.getSetCookie().some((line) => line.startsWith(`${SESSION_COOKIE}=`))
}

/**
 * The session's cookies are sent when the session changes, not on every
 * read: a guest read still on its way when someone signs in must not put
 * the guest session's cookies back over the signed-in ones.
 */
test.group('Session cookies', () => {
  test('reads that change nothing do not re-send the session cookie; a sign-in does', async ({ assert }) => {
    const browser = await new HttpSession().start()
    assert.isDefined(browser.cookie(SESSION_COOKIE))

    const read = await browser.call('/api/v1/users/me')
    assert.equal(read.status, 401)
    assert.isFalse(setsSessionCookie(read))

    const user = await UserFactory.create()
    const login = await browser.call('/auth/login', { method: 'POST', json: { email: user.email, password: FACTORY_PASSWORD, remember: false } })
    assert.equal(login.status, 200)
    assert.isTrue(setsSessionCookie(login))

    const signedInRead = await browser.call('/api/v1/users/me')
    assert.equal(signedInRead.status, 200)
    assert.equal(signedInRead.json().user.id, user.id)
    assert.isFalse(setsSessionCookie(signedInRead))
  })
})
