import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { bulkIdsValidator } from '#core/kernel/lists/bulk_ids_validator'
import { PLANS_LIST } from '../plans/plans_list.js'
import { filteredPlans, presentPlanRows } from '../plans/plans_query.js'
import { findProduct, presentAdminProduct } from '../plans/plan_rows.js'
import { createPlan, deletePlans, PlanInUse, updatePlan } from '../plans/plan_writes.js'
import { planValidator } from '../validators/plan_validator.js'
import { gatewayFailure } from '../gateways/gateway_errors.js'
import { configuredGateways } from '../gateways/configured_gateways.js'

const PLAN_NOT_FOUND = 'Plan not found.'

/** The admin's plans screens (permission plans.update, checked by the routes). */
export default class PlansAdminController {
  /** GET billing/plans?query&sort&order&perPage&cursor&hidden&free */
  async index({ request }: HttpContext) {
    const input = await request.validateUsing(PLANS_LIST.validator, { data: request.qs() })
    const page = await PLANS_LIST.page(input, () => filteredPlans(input), (row) => row)
    return { ...page, data: await presentPlanRows(page.data) }
  }

  /** GET billing/plans/:id/edit: the plan as its editor loads it, with the roles it may grant and the gateways set up. */
  async edit({ params, response }: HttpContext) {
    const row = await findProduct(Number(params.id))
    if (!row) return response.notFound({ message: PLAN_NOT_FOUND })
    return { plan: await presentAdminProduct(row), roles: await grantableRoles(), gateways: await configuredGateways() }
  }

  /** GET billing/plans/roles: the roles a new plan may grant. */
  async roles() {
    return { roles: await grantableRoles() }
  }

  /** POST billing/plans -> 201 { plan } */
  async store(ctx: HttpContext) {
    return gatewayAnswer(ctx, async () => {
      const input = await ctx.request.validateUsing(planValidator)
      return ctx.response.created({ plan: await createPlan(input) })
    })
  }

  /** PUT billing/plans/:id -> { plan } */
  async update(ctx: HttpContext) {
    return gatewayAnswer(ctx, async () => {
      const input = await ctx.request.validateUsing(planValidator)
      const plan = await updatePlan(Number(ctx.params.id), input)
      return plan ? { plan } : ctx.response.notFound({ message: PLAN_NOT_FOUND })
    })
  }

  /** POST billing/plans/delete { ids } -> { deleted } */
  async destroy(ctx: HttpContext) {
    return gatewayAnswer(ctx, async () => {
      const { ids } = await ctx.request.validateUsing(bulkIdsValidator)
      try {
        return { deleted: await deletePlans(ids) }
      } catch (error) {
        if (error instanceof PlanInUse) return ctx.response.conflict({ message: error.message })
        throw error
      }
    })
  }
}

/** Roles a plan may grant: any but the guests' (a plan is for signed-in people). */
async function grantableRoles() {
  const rows = await db.from('roles').where('guests', false).orderBy('name').select('id', 'name')
  return rows.map((row) => ({ id: Number(row.id), name: row.name as string }))
}

/** A gateway refusing the plan is its answer, not our failure: 502 with its reason, and nothing saved. */
async function gatewayAnswer(ctx: HttpContext, work: () => Promise<unknown>) {
  try {
    return await work()
  } catch (error) {
    const failure = gatewayFailure(error, 'the plan')
    if (failure) return ctx.response.status(failure.status).send({ message: failure.message })
    throw error
  }
}
