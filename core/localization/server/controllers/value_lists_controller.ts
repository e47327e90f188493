import type { HttpContext } from '@adonisjs/core/http'
import { valueListsValidator } from '../validators/value_lists_validator.js'
import { loadValueLists } from '../value_lists/value_lists.js'

export default class ValueListsController {
  async show({ request, params }: HttpContext) {
    const { names } = await request.validateUsing(valueListsValidator, { data: { names: params.names } })
    return loadValueLists(names)
  }
}
