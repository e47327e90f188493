import type { HttpContext } from '@adonisjs/core/http'

/**
 * Counts wrong answers to a step kept in the session (a two-factor
 * challenge, a pending social connect). Returns true when the count reaches
 * `max`; the caller then drops the step, so going on means starting over
 * from a step that is rate-limited itself.
 */
export function recordFailure(session: HttpContext['session'], key: string, max: number): boolean {
  const attempts = Number(session.get(key, 0)) + 1
  session.put(key, attempts)
  return attempts >= max
}
