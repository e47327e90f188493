import type { HttpContext } from '@adonisjs/core/http'
import CustomPage from '../models/custom_page.js'
import { bulkIdsValidator } from '#core/kernel/lists/bulk_ids_validator'
import { createCustomPage, deleteCustomPages, updateCustomPage } from '../actions/custom_page_writes.js'
import { CUSTOM_PAGES_LIST } from '../custom_pages_list.js'
import { filteredCustomPages, presentCustomPageRow } from '../queries/custom_page_list.js'
import { sanitizePageHtml } from '../page_html.js'
import { serializeAdminCustomPage } from '../serializers/custom_page_serializer.js'
import { customPagePreviewValidator, customPageValidator } from '../validators/custom_page_validator.js'

const PAGE_NOT_FOUND = 'Page not found.'

/** The admin's custom pages screens (permission custom_pages.update, checked by the routes). */
export default class CustomPagesAdminController {
  /** GET custom-pages?query&sort&order&perPage&cursor: a keyset page of the list. */
  async index({ request }: HttpContext) {
    const input = await request.validateUsing(CUSTOM_PAGES_LIST.validator, { data: request.qs() })
    return CUSTOM_PAGES_LIST.page(input, () => filteredCustomPages(input), presentCustomPageRow)
  }

  /** GET custom-pages/:id/edit: the page as the editor loads it. */
  async edit({ params, response }: HttpContext) {
    const page = await CustomPage.find(params.id)
    return page ? { page: serializeAdminCustomPage(page) } : response.notFound({ message: PAGE_NOT_FOUND })
  }

  /** POST custom-pages -> 201 { page } */
  async store({ request, response, auth }: HttpContext) {
    const input = await request.validateUsing(customPageValidator)
    const page = await createCustomPage(input, (auth.user?.id as number | undefined) ?? null)
    return response.created({ page: serializeAdminCustomPage(page) })
  }

  /** PUT custom-pages/:id -> { page } */
  async update({ params, request, response }: HttpContext) {
    const page = await CustomPage.find(params.id)
    if (!page) return response.notFound({ message: PAGE_NOT_FOUND })
    const input = await request.validateUsing(customPageValidator)
    return { page: serializeAdminCustomPage(await updateCustomPage(page, input)) }
  }

  /** POST custom-pages/delete { ids } -> { deleted }: the list's bulk delete (after its 5 s undo). */
  async destroy({ request }: HttpContext) {
    const { ids } = await request.validateUsing(bulkIdsValidator)
    return { deleted: await deleteCustomPages(ids) }
  }

  /** POST custom-pages/preview { body } -> { body }: the HTML as the page would store and show it. */
  async preview({ request }: HttpContext) {
    const { body } = await request.validateUsing(customPagePreviewValidator)
    return { body: sanitizePageHtml(body) }
  }
}
