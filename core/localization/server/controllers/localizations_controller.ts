import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { errors } from '@vinejs/vine'
import app from '@adonisjs/core/services/app'
import { SiteSettings } from '#core/kernel/module_services'
import { recordAudit } from '#core/audit/server/record_audit'
import { bulkIdsValidator } from '#core/kernel/lists/bulk_ids_validator'
import { deleteLocalizations, filteredLocalizations, findLocalization, localizationRow, localizationRowOf, saveTranslations, translationPage } from '../localization_admin.js'
import { LOCALIZATIONS_LIST } from '../localizations_list.js'
import { sourceLines } from '../source_lines.js'
import { newLocalizationValidator, translationLinesValidator, translationsValidator } from '../validators/localization_validators.js'

/** The admin's localizations screens (permission localizations.update, spec section 2). */
export default class LocalizationsController {
  /** GET localizations?query&sort&order&perPage&cursor: a keyset page of languages, each with its progress. */
  async index({ request }: HttpContext) {
    const input = await request.validateUsing(LOCALIZATIONS_LIST.validator, { data: request.qs() })
    const sources = await sourceLines()
    return LOCALIZATIONS_LIST.page(input, () => filteredLocalizations(input), (row) => localizationRow(row as Parameters<typeof localizationRow>[0], sources))
  }

  /** POST localizations { language, name } -> 201 { localization }; it starts with no translations. */
  async store({ request, response }: HttpContext) {
    const { language, name } = await request.validateUsing(newLocalizationValidator)
    const now = new Date()
    const id = await db.transaction(async (trx) => {
      const [inserted] = await trx.table('localizations').insert({ name, language, lines: '{}', created_at: now, updated_at: now })
      await recordAudit(trx, { action: 'localization.created', subject: { type: 'localization', id: inserted }, before: null, after: { language, name } })
      return inserted as number
    })
    return response.created({ localization: await localizationRowOf(id) })
  }

  /** DELETE localizations/:id -> 204; English (the source) and the site's default language stay (409). */
  async destroy({ params, response }: HttpContext) {
    await deleteLocalizations([Number(params.id)], await defaultLanguage())
    return response.noContent()
  }

  /** POST localizations/delete { ids } -> 204: the list's bulk delete, all or none. */
  async destroyMany({ request, response }: HttpContext) {
    const { ids } = await request.validateUsing(bulkIdsValidator)
    await deleteLocalizations(ids, await defaultLanguage())
    return response.noContent()
  }

  /** GET localizations/:id/lines?page&perPage&search&missing -> a page of lines with their translations. */
  async lines({ params, request, response }: HttpContext) {
    const row = await findLocalization(Number(params.id))
    if (!row) return response.notFound({ message: 'There is no such language.' })
    const { page = 1, perPage = 50, search, missing } = await request.validateUsing(translationLinesValidator, { data: request.qs() })
    return translationPage(row, { page, perPage, search, missing })
  }

  /** PUT localizations/:id/lines { lines } -> as GET's first page; 422 naming a text no module has. */
  async updateLines({ params, request, response }: HttpContext) {
    const row = await findLocalization(Number(params.id))
    if (!row) return response.notFound({ message: 'There is no such language.' })
    const { lines } = await request.validateUsing(translationsValidator)
    const known = new Set((await sourceLines()).map((line) => line.source))
    const unknown = Object.keys(lines).filter((source) => !known.has(source))
    if (unknown.length) {
      throw new errors.E_VALIDATION_ERROR(unknown.map((source) => ({ field: `lines.${source}`, message: 'No module has this text.', rule: 'knownLine' })))
    }
    await saveTranslations(row.id, lines)
    return { localization: await localizationRowOf(row.id) }
  }
}

/** The site's default language, as saved now (not the 10 s cached copy): the one that cannot go. */
async function defaultLanguage() {
  const settings = await app.container.make(SiteSettings)
  await settings.refresh(true)
  return settings.get('i18n.default_localization', 'en')
}
