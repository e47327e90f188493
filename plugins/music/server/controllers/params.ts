import type { HttpContext } from '@adonisjs/core/http'

/** Numeric route params; the routes only match digits (see routes.ts). */
export function idParam({ params }: HttpContext, name = 'id') {
  return Number(params[name])
}
