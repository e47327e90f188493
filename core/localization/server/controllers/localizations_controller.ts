import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { errors } from '@vinejs/vine'
import app from '@adonisjs/core/services/app'
import { SiteSettings } from '#core/kernel/module_services'
import { recordAudit } from '#core/audit/server/record_audit'
import { findLocalization, localizationRows, saveTranslations, translationPage } from '../localization_admin.js'
import { sourceLines } from '../source_lines.js'
import { newLocalizationValidator, translationLinesValidator, translationsValidator } from '../validators/localization_validators.js'

/** The admin's localizations screens (permission localizations.update, spec section 2). */
export default class LocalizationsController {
  /** GET localizations -> { localizations } with each one's progress. */
  async index() {
    return { localizations: await localizationRows() }
  }

  /** POST localizations { language, name } -> 201 { localization }; it starts with no translations. */
  async store({ request, response }: HttpContext) {
    const { language, name } = await request.validateUsing(newLocalizationValidator)
    const now = new Date()
    await db.transaction(async (trx) => {
      const [id] = await trx.table('localizations').insert({ name, language, lines: '{}', created_at: now, updated_at: now })
      await recordAudit(trx, { action: 'localization.created', subject: { type: 'localization', id }, before: null, after: { language, name } })
    })
    const created = (await localizationRows()).find((row) => row.language === language)
    return response.created({ localization: created })
  }

  /** DELETE localizations/:id -> 204; English (the source) and the site's default language stay. */
  async destroy({ params, response }: HttpContext) {
    const row = await findLocalization(Number(params.id))
    if (!row) return response.notFound({ message: 'There is no such language.' })
    const settings = await app.container.make(SiteSettings)
    await settings.refresh(true)
    if (row.language === 'en') return response.conflict({ message: 'English is the source of every translation and cannot be deleted.' })
    if (row.language === settings.get('i18n.default_localization', 'en')) {
      return response.conflict({ message: 'This is the site’s default language. Choose another default in Settings > Localization first.' })
    }
    await db.transaction(async (trx) => {
      // People who chose it get the default language again.
      await trx.from('users').where('language', row.language).update({ language: null })
      await trx.from('localizations').where('id', row.id).delete()
      await recordAudit(trx, { action: 'localization.deleted', subject: { type: 'localization', id: row.id }, before: { language: row.language, name: row.name }, after: null })
    })
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
    return { localization: (await localizationRows()).find((candidate) => candidate.id === row.id) }
  }
}
