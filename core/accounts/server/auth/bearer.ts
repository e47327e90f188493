import type { HttpRequest } from '@adonisjs/core/http'

/**
 * Whether a request presents an API token (`Authorization: Bearer ...`).
 * Such requests are exempt from CSRF checks and authenticate only with the
 * token, never with a session cookie the browser may also send.
 */
export function hasBearerToken(request: HttpRequest) {
  return /^bearer\s+\S/i.test(request.header('authorization') ?? '')
}
