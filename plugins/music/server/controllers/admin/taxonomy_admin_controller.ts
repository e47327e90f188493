import type { HttpContext } from '@adonisjs/core/http'
import { bulkIdsValidator } from '#core/kernel/lists/bulk_ids_validator'
import { TAXONOMIES, deleteTerms, saveTerm, termById, termPage, type Taxonomy } from '../../services/admin/taxonomy_admin.js'
import { termValidator } from '../../validators/admin/taxonomy_validator.js'
import { idParam } from '../params.js'

/** The admin's genres or tags: genres_admin_controller.ts and tags_admin_controller.ts make one each. */
export function taxonomyController(taxonomy: Taxonomy) {
  return class TaxonomyAdminController {
    async index({ request }: HttpContext) {
      return termPage(taxonomy, await request.validateUsing(TAXONOMIES[taxonomy].list.validator, { data: request.qs() }))
    }

    async store({ request, response }: HttpContext) {
      const id = await saveTerm(taxonomy, null, await request.validateUsing(termValidator))
      response.status(201)
      return { item: await termById(taxonomy, id) }
    }

    async update(ctx: HttpContext) {
      const id = await saveTerm(taxonomy, idParam(ctx), await ctx.request.validateUsing(termValidator))
      return { item: await termById(taxonomy, id) }
    }

    async destroy({ request }: HttpContext) {
      const { ids } = await request.validateUsing(bulkIdsValidator)
      return { deleted: await deleteTerms(taxonomy, ids) }
    }
  }
}
