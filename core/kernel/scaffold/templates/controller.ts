import type { ScaffoldTemplate } from '../scaffold_template.js'

/** server/controllers/items_controller.ts: thin, validate -> call a query or an action -> serialize. */
export const controllerTemplate: ScaffoldTemplate = {
  path: () => 'server/controllers/items_controller.ts',
  contents: () => `import type { HttpContext } from '@adonisjs/core/http'
import vine from '@vinejs/vine'
import { createItem } from '../actions/create_item.js'
import { listItems, serializeItem } from '../queries/list_items.js'
import { createItemValidator } from '../validators/item_validator.js'

const listValidator = vine.create(vine.object({ page: vine.number().withoutDecimals().min(1).max(10_000).optional() }))

/** Permissions are checked by the routes' guards (server/routes.ts) before these run. */
export default class ItemsController {
  async index({ request }: HttpContext) {
    const { page } = await listValidator.validate(request.qs())
    return { data: await listItems(page) }
  }

  async store({ request, response, auth }: HttpContext) {
    const { title } = await request.validateUsing(createItemValidator)
    const item = await createItem({ userId: auth.getUserOrFail().id as number, title })
    response.status(201)
    return { item: serializeItem(item) }
  }
}
`,
}
