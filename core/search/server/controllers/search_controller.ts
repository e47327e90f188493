import type { HttpContext } from '@adonisjs/core/http'
import { currentUser } from '#core/kernel/http/guards'
import { declaredSearchables, permittedSearchables } from '../search_catalogue.js'
import { searchSearchable } from '../search_searchable.js'
import { searchValidator } from '../validators/search_validator.js'

const DEFAULT_LIMIT = 20

export default class SearchController {
  /**
   * GET /api/v1/search/:searchable: any declared searchable, behind its own
   * permission. One without a permission still needs a signed-in person:
   * guests would otherwise get a directory of whatever it holds (music's
   * search shows guests only public profiles of the `users` searchable).
   */
  async show(ctx: HttpContext) {
    const { request, response, params } = ctx
    const searchable = (await declaredSearchables()).get(params.searchable)
    if (!searchable) return response.notFound({ message: 'Nothing is searchable by that name.' })
    const userId = ((await currentUser(ctx))?.id as number | undefined) ?? null
    const permitted = (await permittedSearchables([searchable.name], userId)).has(searchable.name)
    if (userId === null && (!permitted || searchable.permission === null)) return response.unauthorized({ message: 'You need to be logged in to do that.' })
    if (!permitted) return response.forbidden({ message: "You don't have permission to do that." })
    const { query, limit } = await searchValidator.validate(request.qs())
    return { data: await searchSearchable(searchable, query, { userId }, limit ?? DEFAULT_LIMIT) }
  }
}
