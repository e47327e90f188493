import { gzipSync } from 'node:zlib'
import { test } from '@japa/runner'
import { HttpSession, serverUrl } from '#tests/helpers/http_client'

/** Spec section 7: the wire rules every endpoint follows. */
test.group('Wire protocol', (group) => {
  group.each.teardown(async () => {
    const session = await new HttpSession().start()
    await session.call('/api/v1/echo/greeting', { method: 'DELETE' })
  })

  test('POST with X-HTTP-Method-Override: PUT reaches the PUT route', async ({ assert }) => {
    const session = await new HttpSession().start()
    const response = await session.call('/api/v1/echo/greeting', {
      method: 'POST',
      headers: { 'x-http-method-override': 'PUT' },
      json: { greeting: 'bonjour' },
    })
    assert.equal(response.status, 200)
    assert.deepEqual(response.json(), { greeting: 'bonjour', method: 'PUT' })
    assert.equal((await session.call('/api/v1/echo/greeting')).json().greeting, 'bonjour')
  })

  test('POST with _method=DELETE in the query reaches the DELETE route', async ({ assert }) => {
    const session = await new HttpSession().start()
    const response = await session.call('/api/v1/echo/greeting?_method=DELETE', { method: 'POST' })
    assert.equal(response.status, 200)
    assert.equal(response.json().method, 'DELETE')
  })

  test('a state-changing call without the X-XSRF-TOKEN header is refused and changes nothing', async ({ assert }) => {
    const session = await new HttpSession().start()
    const response = await session.call('/api/v1/echo/greeting', { method: 'PUT', json: { greeting: 'forged' }, withoutXsrf: true })
    assert.include([419, 403], response.status)
    assert.properties(response.json(), ['message'])
    assert.equal((await session.call('/api/v1/echo/greeting')).json().greeting, 'hello')
  })

  test('a wrong X-XSRF-TOKEN header is refused too', async ({ assert }) => {
    const session = await new HttpSession().start()
    const response = await session.call('/api/v1/echo/greeting', {
      method: 'PUT',
      json: { greeting: 'forged' },
      withoutXsrf: true,
      headers: { 'x-xsrf-token': 'e:not-a-real-token' },
    })
    assert.include([419, 403], response.status)
    assert.equal((await session.call('/api/v1/echo/greeting')).json().greeting, 'hello')
  })

  test('a VineJS failure answers 422 with {message, errors} and stores nothing', async ({ assert }) => {
    const session = await new HttpSession().start()
    const response = await session.call('/api/v1/echo/greeting', { method: 'PUT', json: { greeting: 'x' } })
    assert.equal(response.status, 422)
    const body = response.json()
    assert.isString(body.message)
    assert.isArray(body.errors.greeting)
    assert.match(body.errors.greeting[0], /greeting/i)
    assert.equal((await session.call('/api/v1/echo/greeting')).json().greeting, 'hello')
  })

  test('with, load and loadCount are read as comma lists and filtered to what the endpoint allows', async ({ assert }) => {
    const session = new HttpSession()
    const response = await session.call('/api/v1/echo/relations?with=artists,album,secrets&load=tracks&loadCount=likes,password')
    assert.deepEqual(response.json(), { with: ['artists', 'album'], load: ['tracks'], loadCount: ['likes'] })
  })

  test('a compressed body is read; one that does not decompress is a 400 with a message', async ({ assert }) => {
    const session = await new HttpSession().start()
    const sent = (body: Uint8Array, encoding: string) =>
      session.call('/api/v1/echo/greeting', { method: 'PUT', body, headers: { 'content-type': 'application/json', 'content-encoding': encoding } })

    const gzipped = await sent(gzipSync(JSON.stringify({ greeting: 'salut' })), 'gzip')
    assert.equal(gzipped.status, 200)
    assert.equal(gzipped.json().greeting, 'salut')
    for (const encoding of ['gzip', 'br', 'deflate']) {
      const broken = await sent(new TextEncoder().encode('{"greeting": "not compressed"}'), encoding)
      assert.equal(broken.status, 400, encoding)
      assert.deepEqual(broken.json(), { message: 'The request body could not be decompressed.' }, encoding)
    }
  })

  test('a URL that does not decode is a 400 with a message', async ({ assert }) => {
    const response = await new HttpSession().call('/api/v1/users/%ff')
    assert.equal(response.status, 400)
    assert.deepEqual(response.json(), { message: 'Bad request.' })
  })

  test('unknown API paths answer JSON 404, not the shell', async ({ assert }) => {
    const response = await new HttpSession().call('/api/v1/does-not-exist')
    assert.equal(response.status, 404)
    assert.deepEqual(response.json(), { message: 'Not found.' })
  })
})

/** Spec section 7's forgery token is issued to browsers, not spent on cookie-less API reads. */
test.group('Wire protocol: issuing the XSRF token', () => {
  const setCookieNames = (headers: Headers) => headers.getSetCookie().map((cookie) => cookie.split('=')[0])

  test('a cookie-less API read gets the security headers but no token', async ({ assert }) => {
    const response = await new HttpSession().call('/api/v1/echo/greeting')
    assert.equal(response.status, 200)
    assert.notInclude(setCookieNames(response.headers), 'XSRF-TOKEN')
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff')
  })

  test('a browser that carries cookies gets the token on API reads, unless it holds the one issued for its session', async ({ assert }) => {
    const session = await new HttpSession().start()
    // The shell issued it: nothing new to hand out.
    assert.notInclude(setCookieNames((await session.call('/api/v1/echo/greeting')).headers), 'XSRF-TOKEN')
    const withoutToken = await fetch(serverUrl('/api/v1/echo/greeting'), {
      headers: { accept: 'application/json', cookie: `cadenza-session=${session.cookie('cadenza-session')}` },
    })
    assert.include(setCookieNames(withoutToken.headers), 'XSRF-TOKEN')
  })

  test('the shell always issues the token', async ({ assert }) => {
    const response = await new HttpSession().call('/', { headers: { accept: 'text/html' } })
    assert.include(setCookieNames(response.headers), 'XSRF-TOKEN')
  })
})
