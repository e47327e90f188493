import vine from '@vinejs/vine'
import db from '@adonisjs/lucid/services/db'
import { isKnownLanguage } from '../value_lists/languages.js'

const addableLanguage = vine.createRule(async (value, _options, field) => {
  if (typeof value !== 'string') return
  if (!isKnownLanguage(value)) return field.report('Choose a language from the list.', 'knownLanguage', field)
  if (await db.from('localizations').where('language', value).select('id').first()) field.report('The site already has this language.', 'uniqueLanguage', field)
})

/** POST localizations: a language of the value list the site does not have yet, and its name as people see it. */
export const newLocalizationValidator = vine.compile(
  vine.object({
    language: vine.string().trim().maxLength(10).use(addableLanguage()),
    name: vine.string().trim().minLength(1).maxLength(100),
  })
)

/** GET localizations/:id/lines: a page of lines, searched, optionally only the untranslated ones. */
export const translationLinesValidator = vine.compile(
  vine.object({
    page: vine.number().withoutDecimals().min(1).max(10_000).optional(),
    perPage: vine.number().withoutDecimals().min(1).max(200).optional(),
    search: vine.string().trim().maxLength(200).optional(),
    missing: vine.boolean().optional(),
  })
)

/** PUT localizations/:id/lines { lines: { "source text": "translation" | null } }. */
export const translationsValidator = vine.compile(
  vine.object({
    lines: vine.record(vine.string().maxLength(5000).nullable()),
  })
)
