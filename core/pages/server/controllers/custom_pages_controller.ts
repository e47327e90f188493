import type { HttpContext } from '@adonisjs/core/http'
import { findCustomPage } from '../queries/find_custom_page.js'
import { serializeCustomPage } from '../serializers/custom_page_serializer.js'

const PAGE_NOT_FOUND = 'Page not found.'

export default class CustomPagesController {
  async show({ params, response }: HttpContext) {
    const page = await findCustomPage(params.idOrSlug)
    if (!page) return response.notFound({ message: PAGE_NOT_FOUND })
    return serializeCustomPage(page)
  }
}
