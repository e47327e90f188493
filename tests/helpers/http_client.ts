/**
 * This run's server address, for the requests a test makes with plain fetch
 * or node:http (raw bytes, hand-made cookies, a body as sent). Requests
 * through the api-client use `client`, or CookieSession
 * (tests/helpers/cookie_session.ts) to follow one browser's cookies.
 */
export function serverUrl(path = '/') {
  return `http://${process.env.HOST}:${process.env.PORT}${path}`
}
