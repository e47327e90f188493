import type { Cookies } from '../services/cookies.js'

/** Cookies of the current document. Values are returned as stored (URL-encoded). */
export const browserCookies: Cookies = {
  get(name) {
    for (const pair of document.cookie.split('; ')) {
      const separator = pair.indexOf('=')
      if (separator > 0 && pair.slice(0, separator) === name) return pair.slice(separator + 1)
    }
    return undefined
  },
  set(name, value, { maxAgeSeconds }) {
    const secure = location.protocol === 'https:' ? '; Secure' : ''
    document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`
  },
}
