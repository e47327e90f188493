import type { RouteJSON } from '@adonisjs/core/types/http'
import type { OpenApiParameter } from '#core/kernel/shared/openapi'

/** Route-matcher token types (@boringnode/route-matcher): static text, `:param`, `*`, `:param?`. */
const STATIC = 0
const WILDCARD = 2
const OPTIONAL = 3

/** The name OpenAPI gives the `*` of a wildcard route (AdonisJS passes it as params['*']). */
const WILDCARD_NAME = 'path'

export interface PathTemplate {
  /** '/api/v1/music/tracks/{id}' */
  path: string
  parameters: OpenApiParameter[]
}

/**
 * A route's pattern as OpenAPI path templates. OpenAPI has no optional path
 * parameters, so a pattern with `:tab?` gives one template without the
 * segment and one with it; matchers (`.where('id', /^\d+$/)`) become patterns.
 */
export function pathTemplates(route: Pick<RouteJSON, 'tokens' | 'matchers'>): PathTemplate[] {
  const firstOptional = route.tokens.findIndex((token) => token.type === OPTIONAL)
  const variants =
    firstOptional === -1 ? [route.tokens] : [route.tokens.slice(0, firstOptional), route.tokens]
  return variants.map((tokens) => {
    const segments: string[] = []
    const parameters: OpenApiParameter[] = []
    for (const token of tokens) {
      if (token.type === STATIC) {
        segments.push(token.val)
        continue
      }
      const name = token.type === WILDCARD ? WILDCARD_NAME : token.val
      segments.push(`{${name}}`)
      const matcher = route.matchers[token.val]?.match
      parameters.push({
        name,
        in: 'path',
        required: true,
        schema: { type: 'string', ...(matcher && { pattern: matcher.source }) },
      })
    }
    return { path: `/${segments.filter(Boolean).join('/')}`, parameters }
  })
}
