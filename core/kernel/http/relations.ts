import type { HttpContext } from '@adonisjs/core/http'

/** The names asked for in each list; typed by the endpoint's allow-lists, so callers get literal names back. */
export interface RelationLists<With extends string = string, Load extends string = string, Count extends string = string> {
  with: With[]
  load: Load[]
  loadCount: Count[]
}

/**
 * Reads the `with`, `load` and `loadCount` query parameters (spec section 7:
 * comma-separated lists) and keeps only the names the endpoint allows, so a
 * client can never make the server load arbitrary relations.
 */
export function relationsFrom<With extends string = never, Load extends string = never, Count extends string = never>(
  request: HttpContext['request'],
  allowed: Partial<RelationLists<With, Load, Count>>
): RelationLists<With, Load, Count> {
  const qs = request.qs()
  return {
    with: permittedNames(qs.with, allowed.with),
    load: permittedNames(qs.load, allowed.load),
    loadCount: permittedNames(qs.loadCount, allowed.loadCount),
  }
}

function permittedNames<Name extends string>(raw: unknown, allowed: readonly Name[] = []): Name[] {
  const values = (Array.isArray(raw) ? raw : [raw]).filter((value) => typeof value === 'string').flatMap((value: string) => value.split(','))
  const permitted = new Set<string>(allowed)
  const isPermitted = (name: string): name is Name => permitted.has(name)
  return [...new Set(values.map((value) => value.trim()).filter(isPermitted))]
}
