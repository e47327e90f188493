import type { HttpContext } from '@adonisjs/core/http'
import type { SessionData, SessionStoreFactory } from '@adonisjs/session/types'
import { RecentMap, textEntryBytes } from '../recent_map.js'

/**
 * A signed-in browser sends the same session cookies with every request until
 * its session changes: the signed session id and, with the cookie store, the
 * encrypted session data. Checking the id's signature (three SHA-256 HMACs
 * with Buffer keys, slow on Node 24) and decrypting the data on every request
 * were a sixth of a library read's CPU. This process remembers what it
 * already verified, by cookie name and exact cookie value. Only values that
 * verified are kept, and neither cookie carries an expiry of its own
 * (`response.cookie` signs and `encryptedCookie` encrypts without one), so an
 * entry answers exactly what checking the same cookie again would.
 */
// Bounded in bytes too: a session data cookie may be a few KB, so 20,000 of them could take 100+ MB.
const verifiedIds = new RecentMap<string, string>(20_000, { maxBytes: 8 * 1024 * 1024, sizeOf: textEntryBytes })
const decryptedData = new RecentMap<string, string>(20_000, { maxBytes: 16 * 1024 * 1024, sizeOf: textEntryBytes })

/**
 * Makes this request's reads of the session id cookie answer from memory when
 * this process verified the same signed value before; otherwise the first
 * read verifies it and remembers the result. Call before the Session is built
 * (its constructor reads the cookie).
 */
export function rememberSessionId(request: HttpContext['request'], cookieName: string) {
  const signed = request.cookiesList()[cookieName]
  if (typeof signed !== 'string') return
  const key = `${cookieName}\n${signed}`
  const known = verifiedIds.get(key)
  if (known === undefined) {
    const verified = request.cookie(cookieName)
    if (typeof verified === 'string') verifiedIds.set(key, verified)
    return
  }
  // An own property of this request shadows the class method for it alone.
  const cookie = request.cookie.bind(request)
  request.cookie = (name: string, defaultValue?: any) => (name === cookieName ? known : cookie(name, defaultValue))
}

/** The cookie store of `factory`, decrypting each distinct session data cookie once. */
export function rememberingCookieStore(factory: SessionStoreFactory): SessionStoreFactory {
  return (ctx, config) => {
    const store = factory(ctx, config)
    // The cookie store reads synchronously: the value is the request's cookie.
    const decrypt = store.read.bind(store) as (sessionId: string) => SessionData | null
    store.read = (sessionId) => {
      const cookie = ctx.request.cookiesList()[sessionId]
      // No cookie, nothing to decrypt: every guest's API read starts a session this way.
      if (typeof cookie !== 'string') return null
      // The session id is the cipher's additional data: the same value under another name does not decrypt.
      const key = `${sessionId}\n${cookie}`
      const known = decryptedData.get(key)
      // A copy each time: the session changes the values it was given.
      if (known !== undefined) return JSON.parse(known)
      const values = decrypt(sessionId)
      if (values) decryptedData.set(key, JSON.stringify(values))
      return values
    }
    return store
  }
}
