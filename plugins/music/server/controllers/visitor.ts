import { randomUUID } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'

const COOKIE = 'cadenza_visitor'

/** The anonymous listener id (signed cookie), created on first use: plays and radio of guests key on it. */
export function visitorId({ request, response }: HttpContext, create = true): string | null {
  const existing = request.cookie(COOKIE)
  if (typeof existing === 'string' && /^[\w-]{8,64}$/.test(existing)) return existing
  if (!create) return null
  const id = randomUUID()
  response.cookie(COOKIE, id, { maxAge: '1y', httpOnly: true, sameSite: 'lax' })
  return id
}
