import { test } from '@japa/runner'
import { ApiClient, buildUrl } from '../../../web/src/services/api_client.js'
import { ApiError } from '../../../web/src/services/api_error.js'
import { FakeClock } from './helpers/fake_clock.js'
import { fakeFetch, json } from './helpers/fake_fetch.js'

/** The ApiError a call rejects with; fails the test when the call succeeds. */
function failureOf(call: Promise<unknown>): Promise<ApiError> {
  return call.then(
    () => {
      throw new Error('Expected the call to fail')
    },
    (error: ApiError) => error
  )
}

/** A browser that already holds its XSRF cookie, unless a test gives other cookies. */
function makeClient(
  responder?: Parameters<typeof fakeFetch>[0],
  cookies: Record<string, string> = { 'XSRF-TOKEN': 'held' }
) {
  const { fetch, calls } = fakeFetch(responder)
  const clock = new FakeClock()
  const client = new ApiClient({ fetch, readCookie: (name) => cookies[name], clock })
  return { client, calls, clock }
}

test.group('ApiClient | paths', () => {
  test('prefixes API paths with /api/v1/', ({ assert }) => {
    assert.equal(buildUrl('users/me'), '/api/v1/users/me')
    assert.equal(buildUrl('/custom-pages/about'), '/api/v1/custom-pages/about')
  })

  test('leaves auth, secure, log-viewer and horizon paths unprefixed', ({ assert }) => {
    assert.equal(buildUrl('auth/login'), '/auth/login')
    assert.equal(buildUrl('secure/auth/social/google/login'), '/secure/auth/social/google/login')
    assert.equal(buildUrl('log-viewer'), '/log-viewer')
    assert.equal(buildUrl('horizon/api/stats'), '/horizon/api/stats')
  })

  test('matches the exception on the whole first segment only', ({ assert }) => {
    assert.equal(buildUrl('authors/1'), '/api/v1/authors/1')
    assert.equal(buildUrl('horizontal'), '/api/v1/horizontal')
  })

  test('does not prefix twice or touch absolute URLs', ({ assert }) => {
    assert.equal(
      buildUrl('api/v1/logs/error/download-latest'),
      '/api/v1/logs/error/download-latest'
    )
    assert.equal(
      buildUrl('https://cdn.example.com/a.json', { v: 2 }),
      'https://cdn.example.com/a.json?v=2'
    )
  })

  test('joins list parameters with commas and skips empty ones', ({ assert }) => {
    const url = buildUrl('tracks/1', {
      with: ['album', 'artists'],
      loadCount: ['plays'],
      page: 2,
      q: undefined,
      s: null,
    })
    assert.equal(url, '/api/v1/tracks/1?with=album%2Cartists&loadCount=plays&page=2')
  })
})

test.group('ApiClient | requests', () => {
  test('sends credentials and asks for JSON', async ({ assert }) => {
    const { client, calls } = makeClient(() => json({ user: { id: 1 } }))
    const body = await client.get<{ user: { id: number } }>('users/me')
    assert.deepEqual(body, { user: { id: 1 } })
    assert.equal(calls[0].init.method, 'GET')
    assert.equal(calls[0].init.credentials, 'include')
    assert.equal(calls[0].headers.accept, 'application/json')
  })

  test('sends PUT, PATCH and DELETE as POST with the override header and _method', async ({
    assert,
  }) => {
    const { client, calls } = makeClient()
    await client.put('users/1', { name: 'Ana' })
    await client.patch('users/1', { name: 'Ana' })
    await client.delete('users/1')
    for (const [index, method] of ['PUT', 'PATCH', 'DELETE'].entries()) {
      assert.equal(calls[index].init.method, 'POST')
      assert.equal(calls[index].headers['x-http-method-override'], method)
      assert.equal(new URL(calls[index].url, 'http://x').searchParams.get('_method'), method)
    }
    assert.equal(calls[0].init.body, JSON.stringify({ name: 'Ana' }))
    assert.equal(calls[0].headers['content-type'], 'application/json')
  })

  test('reads the XSRF header from the XSRF-TOKEN cookie on every write, never on reads', async ({
    assert,
  }) => {
    const { client, calls } = makeClient(undefined, { 'XSRF-TOKEN': 'abc%3D%3D' })
    await client.get('users/me')
    await client.post('contact-page', { name: 'Ana' })
    await client.delete('access-tokens/3')
    assert.notProperty(calls[0].headers, 'x-xsrf-token')
    assert.equal(calls[1].headers['x-xsrf-token'], 'abc==')
    assert.equal(calls[2].headers['x-xsrf-token'], 'abc==')
  })

  test('a write without the XSRF cookie asks for it first, once for concurrent writes, and sends it', async ({
    assert,
  }) => {
    const cookies: Record<string, string> = {}
    const { client, calls } = makeClient((call) => {
      if (call.url === '/api/v1/xsrf-token') cookies['XSRF-TOKEN'] = 'issued%3D'
      return json({})
    }, cookies)
    await Promise.all([client.post('likes', {}), client.post('follows', {})])
    const sent = calls.map((call) => [call.url, call.init.method ?? 'GET', call.headers['x-xsrf-token']])
    assert.deepEqual(sent[0], ['/api/v1/xsrf-token', 'GET', undefined])
    assert.sameDeepMembers(sent.slice(1), [
      ['/api/v1/likes', 'POST', 'issued='],
      ['/api/v1/follows', 'POST', 'issued='],
    ])
    assert.equal(calls[0].init.credentials, 'include')
  })

  test('a write refused for its token (419) is sent again once with a fresh token; a second refusal fails', async ({
    assert,
  }) => {
    const cookies: Record<string, string> = { 'XSRF-TOKEN': 'stale' }
    let refusals = 1
    const { client, calls } = makeClient((call) => {
      if (call.url === '/api/v1/xsrf-token') {
        cookies['XSRF-TOKEN'] = 'fresh'
        return json({})
      }
      if (call.headers['x-xsrf-token'] === 'stale' || refusals-- > 1) return json({ message: 'Page expired' }, 419)
      return json({ saved: true })
    }, cookies)
    assert.deepEqual(await client.put('playlists/1', { name: 'Kept' }), { saved: true })
    assert.deepEqual(
      calls.map((call) => [call.url, call.headers['x-xsrf-token'], call.init.body]),
      [
        ['/api/v1/playlists/1?_method=PUT', 'stale', '{"name":"Kept"}'],
        ['/api/v1/xsrf-token', undefined, undefined],
        ['/api/v1/playlists/1?_method=PUT', 'fresh', '{"name":"Kept"}'],
      ]
    )

    refusals = 3
    const error = await failureOf(client.post('likes', {}))
    assert.equal(error.status, 419)
    assert.lengthOf(calls, 6, 'one fresh token and one more try, no loop')
  })

  test('adds workspaceId to GET, POST and PUT when a workspace is active and the call has none', async ({
    assert,
  }) => {
    const { client, calls } = makeClient()
    await client.get('tracks')
    client.setWorkspaceId(7)
    await client.get('tracks')
    await client.post('tracks', {})
    await client.put('tracks/1', {})
    await client.delete('tracks/1')
    await client.get('tracks', { query: { workspaceId: 3 } })
    await client.get('tracks?workspaceId=4')
    const workspaceOf = (index: number) =>
      new URL(calls[index].url, 'http://x').searchParams.getAll('workspaceId')
    assert.deepEqual(workspaceOf(0), [])
    assert.deepEqual(workspaceOf(1), ['7'])
    assert.deepEqual(workspaceOf(2), ['7'])
    assert.deepEqual(workspaceOf(3), ['7'])
    assert.deepEqual(workspaceOf(4), [])
    assert.deepEqual(workspaceOf(5), ['3'])
    assert.deepEqual(workspaceOf(6), ['4'])
  })

  test('passes FormData through without a JSON content type', async ({ assert }) => {
    const { client, calls } = makeClient()
    const form = new FormData()
    form.set('file', 'x')
    await client.post('file-entries', form)
    assert.strictEqual(calls[0].init.body, form)
    assert.notProperty(calls[0].headers, 'content-type')
  })

  test('answers null for an empty body', async ({ assert }) => {
    const { client } = makeClient(() => new Response(null, { status: 204 }))
    assert.isNull(await client.post('auth/logout'))
  })
})

test.group('ApiClient | errors', () => {
  test('rejects 4xx with bad-request and the parsed body', async ({ assert }) => {
    const body = { message: 'The given data was invalid.', errors: { email: ['Taken'] } }
    const { client } = makeClient(() => json(body, 422))
    const error = await failureOf(client.post('contact-page', {}))
    assert.instanceOf(error, ApiError)
    assert.equal(error.status, 422)
    assert.equal(error.code, 'bad-request')
    assert.deepEqual(error.body, body)
    assert.equal(error.message, 'The given data was invalid.')
  })

  test('rejects 5xx with bad-response', async ({ assert }) => {
    const { client } = makeClient(() => new Response('<html>oops</html>', { status: 502 }))
    const error = await failureOf(client.get('users/me'))
    assert.equal(error.code, 'bad-response')
    assert.equal(error.status, 502)
    assert.isNull(error.body)
  })

  test('rejects a successful answer that is not JSON with bad-response', async ({ assert }) => {
    const { client } = makeClient(() => new Response('<!doctype html>', { status: 200 }))
    const error = await failureOf(client.get('users/me'))
    assert.equal(error.code, 'bad-response')
  })

  test('rejects a failed connection with network', async ({ assert }) => {
    const { client } = makeClient(() => Promise.reject(new TypeError('Failed to fetch')))
    const error = await failureOf(client.get('users/me'))
    assert.equal(error.code, 'network')
    assert.equal(error.status, 0)
  })

  test('rejects with timeout when the server does not answer in time', async ({ assert }) => {
    const { client, clock } = makeClient(
      (call) =>
        new Promise((_, reject) =>
          call.init.signal!.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError'))
          )
        )
    )
    const pending = failureOf(client.get('slow', { timeout: 5000 }))
    clock.advance(4999)
    clock.advance(1)
    const error = await pending
    assert.equal(error.code, 'timeout')
  })

  test('rejects with canceled when the caller aborts, without notifying listeners', async ({
    assert,
  }) => {
    const { client } = makeClient(
      (call) =>
        new Promise((_, reject) =>
          call.init.signal!.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError'))
          )
        )
    )
    const heard: ApiError[] = []
    client.onError((error) => heard.push(error))
    const controller = new AbortController()
    const pending = failureOf(client.get('slow', { signal: controller.signal }))
    controller.abort()
    assert.equal((await pending).code, 'canceled')
    assert.lengthOf(heard, 0)
  })

  test('tells error listeners about failures until they unsubscribe', async ({ assert }) => {
    const trace = {
      exception: 'Error',
      message: 'boom',
      trace: [],
      totalVendorGroups: 0,
      ignitionTrace: true,
    }
    const { client } = makeClient(() => json(trace, 500))
    const heard: ApiError[] = []
    const unsubscribe = client.onError((error) => heard.push(error))
    await client.get('broken').catch(() => {})
    unsubscribe()
    await client.get('broken').catch(() => {})
    assert.lengthOf(heard, 1)
    assert.deepEqual(heard[0].body, trace)
  })
})
