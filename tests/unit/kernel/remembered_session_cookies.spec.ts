import { test } from '@japa/runner'
import type { HttpContext } from '@adonisjs/core/http'
import type { SessionConfig, SessionStoreFactory } from '@adonisjs/session/types'
import { rememberSessionId, rememberingCookieStore } from '#core/kernel/http/remembered_session_cookies'

/** A cookie store stand-in that counts its decryptions; the "cookie" decrypts to its text for session 's1' only. */
function countingStore() {
  const calls = { decrypted: 0 }
  const factory: SessionStoreFactory = (ctx) => ({
    read(sessionId: string) {
      calls.decrypted++
      const cookie = ctx.request.cookiesList()[sessionId]
      return sessionId === 's1' && cookie !== 'garbled' ? { value: cookie, nested: { flash: 1 } } : null
    },
    write() {},
    destroy() {},
    touch() {},
  })
  return { calls, factory: rememberingCookieStore(factory) }
}

const request = (cookies: Record<string, string>) => ({ request: { cookiesList: () => cookies } }) as unknown as HttpContext
const config = {} as SessionConfig

test.group('Remembered session cookies: each distinct data cookie is decrypted once', () => {
  test('the same cookie of the same session is decrypted once; each read gets its own copy', async ({ assert }) => {
    const { calls, factory } = countingStore()
    const first = (await factory(request({ s1: 'cookie-a' }), config).read('s1')) as any
    first.nested.flash = 2
    const second = await factory(request({ s1: 'cookie-a' }), config).read('s1')
    assert.deepEqual(second, { value: 'cookie-a', nested: { flash: 1 } })
    assert.equal(calls.decrypted, 1)
  })

  test('another cookie value, another session id or a cookie that did not decrypt is decrypted again', async ({ assert }) => {
    const { calls, factory } = countingStore()
    await factory(request({ s1: 'cookie-b' }), config).read('s1')
    await factory(request({ s1: 'cookie-c' }), config).read('s1')
    // The same value sent under another session's name does not decrypt (the id is the cipher's additional data).
    assert.isNull(await factory(request({ s2: 'cookie-b' }), config).read('s2'))
    assert.isNull(await factory(request({ s1: 'garbled' }), config).read('s1'))
    assert.isNull(await factory(request({ s1: 'garbled' }), config).read('s1'))
    assert.equal(calls.decrypted, 5)
  })
})

/** A request stand-in whose signed cookie check counts its calls; 's:good' verifies to 'id-1'. */
function signedRequest(cookies: Record<string, string>, calls: { verified: number }) {
  return {
    cookiesList: () => cookies,
    cookie(name: string, defaultValue?: unknown) {
      calls.verified++
      return cookies[name] === 's:good' ? 'id-1' : defaultValue
    },
  } as unknown as HttpContext['request']
}

test.group('Remembered session cookies: the signed session id is verified once per value', () => {
  test('a value verified before answers from memory for that cookie only', ({ assert }) => {
    const calls = { verified: 0 }
    rememberSessionId(signedRequest({ sid: 's:good' }, calls), 'sid')
    const later = signedRequest({ sid: 's:good', other: 's:good' }, calls)
    rememberSessionId(later, 'sid')
    assert.equal(calls.verified, 1)
    assert.equal(later.cookie('sid'), 'id-1')
    assert.equal(calls.verified, 1)
    // Other cookies are still checked as before.
    assert.equal(later.cookie('other'), 'id-1')
    assert.equal(calls.verified, 2)
  })

  test('a value that does not verify is checked again on every request', ({ assert }) => {
    const calls = { verified: 0 }
    for (let i = 0; i < 2; i++) {
      const forged = signedRequest({ sid: 's:forged' }, calls)
      rememberSessionId(forged, 'sid')
      assert.isUndefined(forged.cookie('sid'))
    }
    assert.equal(calls.verified, 4)
  })
})
