import type { HttpContext } from '@adonisjs/core/http'
import { documentedRoute } from '#core/kernel/http/route_docs'
import { guardRequirement } from '#core/kernel/http/guards'
import { fieldChecksOf } from '#core/kernel/shared/field_rules'
import type { JsonSchema } from '#core/kernel/shared/openapi'

/**
 * The form kit's field rules (web/src/ui/admin_form.tsx `rulesOf`): what a
 * route's body validator checks, so a create/edit form checks the same as
 * the person types. Only someone the route itself lets in may read them:
 * its guards run first, and their refusal (401/403) is the answer.
 */
export default class FormRulesController {
  /** GET form-rules/{route name} -> { fields: { name: { type, validation } } } */
  async show(ctx: HttpContext) {
    const found = documentedRoute(ctx.params.route)
    if (!found?.doc.body) return ctx.response.notFound({ message: 'There is no form for that route.' })
    const guards = [...found.route.middleware.all()].filter((middleware) => guardRequirement(middleware))
    for (const guard of guards) {
      let passed = false
      await (guard as (ctx: HttpContext, next: () => Promise<void>) => Promise<unknown>)(ctx, async () => {
        passed = true
      })
      // The guard has answered (401 or 403).
      if (!passed) return
    }
    return { fields: fieldChecksOf(found.doc.body.toJSONSchema() as JsonSchema) }
  }
}
