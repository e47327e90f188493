import type { HttpContext } from '@adonisjs/core/http'

export interface RelationLists {
  with: string[]
  load: string[]
  loadCount: string[]
}

/**
 * Reads the `with`, `load` and `loadCount` query parameters (spec section 7:
 * comma-separated lists) and keeps only the names the endpoint allows, so a
 * client can never make the server load arbitrary relations.
 */
export function relationsFrom(request: HttpContext['request'], allowed: Partial<RelationLists>): RelationLists {
  const read = (name: keyof RelationLists) => {
    const raw = request.qs()[name]
    const values = (Array.isArray(raw) ? raw : [raw]).filter((value) => typeof value === 'string').flatMap((value: string) => value.split(','))
    const permitted = new Set(allowed[name] ?? [])
    return [...new Set(values.map((value) => value.trim()).filter((value) => permitted.has(value)))]
  }
  return { with: read('with'), load: read('load'), loadCount: read('loadCount') }
}
