import { gzipSync } from 'node:zlib'
import { test } from '@japa/runner'
import type { ApiResponse } from '@japa/api-client'
import { CookieSession, setCookieLines } from '#tests/helpers/cookie_session'
import { serverUrl } from '#tests/helpers/http_client'
import { XSRF_TOKEN_PATH } from '#core/kernel/shared/xsrf_token_path'

/** Spec section 7: the wire rules every endpoint follows. */
test.group('Wire protocol', (group) => {
  group.each.teardown(async () => {
    const session = await new CookieSession().start()
    await session.delete('/api/v1/echo/greeting')
  })

  test('POST with X-HTTP-Method-Override: PUT reaches the PUT route', async ({ assert }) => {
    const session = await new CookieSession().start()
    const response = await session.post('/api/v1/echo/greeting').headers({ 'x-http-method-override': 'PUT' }).json({ greeting: 'bonjour' })
    assert.equal(response.status(), 200)
    assert.deepEqual(response.body(), { greeting: 'bonjour', method: 'PUT' })
    assert.equal((await session.get('/api/v1/echo/greeting')).body().greeting, 'bonjour')
  })

  test('POST with _method=DELETE in the query reaches the DELETE route', async ({ assert }) => {
    const session = await new CookieSession().start()
    const response = await session.post('/api/v1/echo/greeting?_method=DELETE')
    assert.equal(response.status(), 200)
    assert.equal(response.body().method, 'DELETE')
  })

  test('a state-changing call without the X-XSRF-TOKEN header is refused and changes nothing', async ({ assert }) => {
    const session = await new CookieSession().start()
    const response = await session.put('/api/v1/echo/greeting', { withoutXsrf: true }).json({ greeting: 'forged' })
    assert.include([419, 403], response.status())
    assert.properties(response.body(), ['message'])
    assert.equal((await session.get('/api/v1/echo/greeting')).body().greeting, 'hello')
  })

  test('a wrong X-XSRF-TOKEN header is refused too', async ({ assert }) => {
    const session = await new CookieSession().start()
    const response = await session.put('/api/v1/echo/greeting', { withoutXsrf: true }).json({ greeting: 'forged' }).headers({ 'x-xsrf-token': 'e:not-a-real-token' })
    assert.include([419, 403], response.status())
    assert.equal((await session.get('/api/v1/echo/greeting')).body().greeting, 'hello')
  })

  test('a VineJS failure answers 422 with {message, errors} and stores nothing', async ({ assert }) => {
    const session = await new CookieSession().start()
    const response = await session.put('/api/v1/echo/greeting').json({ greeting: 'x' })
    assert.equal(response.status(), 422)
    const body = response.body()
    assert.isString(body.message)
    assert.isArray(body.errors.greeting)
    assert.match(body.errors.greeting[0], /greeting/i)
    assert.equal((await session.get('/api/v1/echo/greeting')).body().greeting, 'hello')
  })

  test('with, load and loadCount are read as comma lists and filtered to what the endpoint allows', async ({ assert }) => {
    const session = new CookieSession()
    const response = await session.get('/api/v1/echo/relations?with=artists,album,secrets&load=tracks&loadCount=likes,password')
    assert.deepEqual(response.body(), { with: ['artists', 'album'], load: ['tracks'], loadCount: ['likes'] })
  })

  test('a compressed body is read; one that does not decompress is a 400 with a message', async ({ assert }) => {
    const session = await new CookieSession().start()
    // Bytes as they are, with their Content-Encoding: plain fetch, carrying the browser's cookies and token.
    const sent = async (body: Uint8Array, encoding: string) => {
      const response = await fetch(serverUrl('/api/v1/echo/greeting'), {
        method: 'PUT',
        body,
        headers: {
          'accept': 'application/json',
          'content-type': 'application/json',
          'content-encoding': encoding,
          'cookie': session.cookieHeader(),
          'x-xsrf-token': decodeURIComponent(session.cookie('XSRF-TOKEN')!),
        },
      })
      return { status: response.status, body: (await response.json()) as { greeting?: string; message?: string } }
    }

    const gzipped = await sent(gzipSync(JSON.stringify({ greeting: 'salut' })), 'gzip')
    assert.equal(gzipped.status, 200)
    assert.equal(gzipped.body.greeting, 'salut')
    for (const encoding of ['gzip', 'br', 'deflate']) {
      const broken = await sent(new TextEncoder().encode('{"greeting": "not compressed"}'), encoding)
      assert.equal(broken.status, 400, encoding)
      assert.deepEqual(broken.body, { message: 'The request body could not be decompressed.' }, encoding)
    }
  })

  test('a URL that does not decode is a 400 with a message', async ({ assert }) => {
    const response = await new CookieSession().get('/api/v1/users/%ff')
    assert.equal(response.status(), 400)
    assert.deepEqual(response.body(), { message: 'Bad request.' })
  })

  test('unknown API paths answer JSON 404, not the shell', async ({ assert }) => {
    const response = await new CookieSession().get('/api/v1/does-not-exist')
    assert.equal(response.status(), 404)
    assert.deepEqual(response.body(), { message: 'Not found.' })
  })
})

/** Spec section 7's forgery token is issued to browsers, not spent on cookie-less API reads. */
test.group('Wire protocol: issuing the XSRF token', () => {
  const setCookieNames = (response: ApiResponse) => setCookieLines(response).map((cookie) => cookie.split('=')[0])

  test('a cookie-less API read gets the security headers but no token', async ({ assert }) => {
    const response = await new CookieSession().get('/api/v1/echo/greeting')
    assert.equal(response.status(), 200)
    assert.notInclude(setCookieNames(response), 'XSRF-TOKEN')
    assert.equal(response.header('x-content-type-options'), 'nosniff')
  })

  test('a browser that carries its session but no token gets one on API reads; one holding its token gets none', async ({ assert }) => {
    const session = await new CookieSession().start()
    assert.notInclude(setCookieNames(await session.get('/api/v1/echo/greeting')), 'XSRF-TOKEN')
    const withoutToken = await new CookieSession()
      .get('/api/v1/echo/greeting')
      .header('cookie', `cadenza-session=${session.cookie('cadenza-session')}`)
    assert.include(setCookieNames(withoutToken), 'XSRF-TOKEN')
  })

  test('a cookie-less page (a crawler, a guest\'s first page) sets no cookie; a browser that carries its session but no token gets the token with it', async ({ assert }) => {
    const crawler = await new CookieSession().get('/').headers({ accept: 'text/html' })
    assert.equal(crawler.status(), 200)
    assert.deepEqual(setCookieLines(crawler), [])
    assert.equal(crawler.header('x-content-type-options'), 'nosniff')
    const session = await new CookieSession().start()
    const page = await new CookieSession().get('/').headers({ accept: 'text/html', cookie: `cadenza-session=${session.cookie('cadenza-session')}` })
    assert.include(setCookieNames(page), 'XSRF-TOKEN')
  })

  test('the token path issues the session and the token to a browser without cookies', async ({ assert }) => {
    const response = await new CookieSession().get(XSRF_TOKEN_PATH)
    assert.equal(response.status(), 204)
    assert.includeMembers(setCookieNames(response), ['cadenza-session', 'XSRF-TOKEN'])
  })

  test('after a cookie-less page a write is refused until the browser holds the token, then accepted', async ({ assert }) => {
    const browser = new CookieSession()
    await browser.get('/').headers({ accept: 'text/html' })
    const forged = await browser.put('/api/v1/echo/greeting').json({ greeting: 'forged' })
    assert.include([419, 403], forged.status())
    assert.equal((await browser.get('/api/v1/echo/greeting')).body().greeting, 'hello')
    await browser.get(XSRF_TOKEN_PATH)
    const forgedAgain = await browser.put('/api/v1/echo/greeting', { withoutXsrf: true }).json({ greeting: 'forged' })
    assert.include([419, 403], forgedAgain.status())
    const written = await browser.put('/api/v1/echo/greeting').json({ greeting: 'bonjour' })
    assert.equal(written.status(), 200)
    await browser.delete('/api/v1/echo/greeting')
  })
})
