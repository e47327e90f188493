import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { CookieSession, setCookieLines } from '#tests/helpers/cookie_session'
import { signIn } from '#tests/helpers/sign_in'
import { makeTrack } from '#plugins/music/tests/helpers/catalogue_factory'

/** tests/helpers/cookie_session.ts: one browser's cookies carried across api-client requests. */
test.group('CookieSession (test helper)', () => {
  test('start() keeps the session and XSRF cookies the token path sets, as the server wrote them', async ({
    assert,
  }) => {
    const browser = new CookieSession()
    await browser.start()
    assert.isString(browser.cookie('cadenza-session'))
    assert.isString(browser.cookie('XSRF-TOKEN'))
    assert.include(browser.cookieHeader(), `cadenza-session=${browser.cookie('cadenza-session')}`)
    // The shell sends no new token to a browser holding its own (core/kernel/http/shield_middleware.ts).
    const held = browser.cookie('XSRF-TOKEN')
    const shell = await browser.get('/')
    assert.isFalse(setCookieLines(shell).some((line) => line.startsWith('XSRF-TOKEN=')))
    assert.equal(browser.cookie('XSRF-TOKEN'), held)
  })

  test('a signed-in browser stays signed in over several requests, and its writes carry the XSRF token', async ({
    assert,
  }) => {
    const browser = await signIn(await UserFactory.create())
    for (let read = 0; read < 3; read++)
      assert.equal((await browser.get('/api/v1/user-sessions')).status(), 200)
    assert.equal((await browser.post('/auth/logout', { withoutXsrf: true })).status(), 419)
    assert.equal((await browser.get('/api/v1/user-sessions')).status(), 200)
    assert.equal((await browser.post('/auth/logout')).status(), 200)
    assert.equal((await browser.get('/api/v1/user-sessions')).status(), 401)
  })

  test('a copy starts with the same cookies and keeps its own from then on; a new browser has none', async ({
    assert,
  }) => {
    const browser = await signIn(await UserFactory.create())
    const before = browser.cookieHeader()
    const copy = browser.copy()
    assert.equal(copy.cookieHeader(), before)
    assert.equal((await copy.get('/api/v1/user-sessions')).status(), 200)
    assert.equal((await copy.post('/auth/logout')).status(), 200)
    assert.notEqual(copy.cookieHeader(), before)
    assert.equal(browser.cookieHeader(), before)

    const guest = new CookieSession()
    assert.equal(guest.cookieHeader(), '')
    assert.equal((await guest.get('/api/v1/user-sessions')).status(), 401)
  })

  test('redirects are not followed: the test sees the 302 and where it points', async ({
    assert,
  }) => {
    const external = await makeTrack({ name: 'Hosted elsewhere' })
    external.merge({ src: 'https://cdn.example.com/audio/elsewhere.mp3' })
    await external.save()
    const response = await new CookieSession().get(`/api/v1/music/tracks/${external.id}/stream`)
    assert.equal(response.status(), 302)
    assert.equal(response.header('location'), 'https://cdn.example.com/audio/elsewhere.mp3')
  })
})
