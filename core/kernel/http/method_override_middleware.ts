import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

const OVERRIDABLE = new Set(['PUT', 'PATCH', 'DELETE'])

/**
 * Spec section 7: PUT, PATCH and DELETE may arrive as POST with an
 * X-HTTP-Method-Override header (and/or a `_method` query parameter).
 * AdonisJS spoofs the method from `_method` (allowMethodSpoofing), so the
 * header is folded into the query string before routing.
 */
export default class MethodOverrideMiddleware {
  handle({ request }: HttpContext, next: NextFn) {
    const override = request.header('x-http-method-override')?.toUpperCase()
    if (request.intended() === 'POST' && override && OVERRIDABLE.has(override) && !request.qs()._method) {
      request.updateQs({ ...request.qs(), _method: override })
    }
    return next()
  }
}
