import { Route } from '@adonisjs/core/http'
import type { JsonSchema } from '../shared/openapi.js'

/** Anything that describes itself as JSON Schema: a VineJS validator (`vine.create`/`vine.compile`). */
export interface DescribedSchema {
  toJSONSchema(): object
}

/**
 * What a route tells the API document (core/api_docs) beyond what the router
 * knows (method, pattern, name, parameter matchers). Declared beside the
 * route, in the module's routes file:
 * `router.post('playlists', [...]).as('playlists.store').docs({ summary: 'Create a playlist', body: playlistValidator })`.
 */
export interface RouteDoc {
  /** One line, in the imperative: 'Create a playlist'. */
  summary: string
  description?: string
  /** The validator of the request's body (JSON, form or multipart fields). */
  body?: DescribedSchema
  /** The validator of the query string. */
  query?: DescribedSchema
  /** JSON Schema of a successful answer's body. */
  response?: JsonSchema
}

declare module '@adonisjs/core/http' {
  interface Route {
    /** Describes the route in the API document (core/kernel/http/route_docs.ts). */
    docs(doc: RouteDoc): this
  }
}

/**
 * Routes that called `.docs()`, in declaration order. Route objects, not
 * their final paths: a group adds its prefix after the route is declared,
 * so the path is read (route.toJSON()) only once every route is in.
 */
const documented: Array<{ route: Route; doc: RouteDoc }> = []

/** Adds `.docs()` to every route; the kernel provider calls it before any routes file runs. */
export function registerRouteDocsMacro() {
  if (Object.hasOwn(Route.prototype, 'docs')) return
  Route.macro('docs', function (this: Route, doc: RouteDoc) {
    documented.push({ route: this, doc })
    return this
  })
}

/** The key of a route in routeDocs(): its method and final pattern. */
export function routeKey(method: string, pattern: string) {
  return `${method.toUpperCase()} ${pattern}`
}

/** The declared docs by routeKey, one entry per method of each documented route. */
export function routeDocs(): Map<string, RouteDoc> {
  const docs = new Map<string, RouteDoc>()
  for (const { route, doc } of documented) {
    const { pattern, methods } = route.toJSON()
    for (const method of methods) docs.set(routeKey(method, pattern), doc)
  }
  return docs
}

/** The documented route named `name` (its `.as()`) with its declared docs, or undefined. */
export function documentedRoute(name: string) {
  for (const { route, doc } of documented) {
    const json = route.toJSON()
    if (json.name === name) return { route: json, doc }
  }
  return undefined
}
