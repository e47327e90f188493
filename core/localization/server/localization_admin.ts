import { Exception } from '@adonisjs/core/exceptions'
import db from '@adonisjs/lucid/services/db'
import { escapeLike } from '#core/kernel/database/like'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { recordAudit } from '#core/audit/server/record_audit'
import type { LocalizationRow, TranslationLine, TranslationPage } from '../shared/localization_types.js'
import { sourceLines } from './source_lines.js'
import type { LocalizationsListInput } from './localizations_list.js'

type Stored = { id: number; name: string; language: string; lines: string | null }

function storedLines(row: Pick<Stored, 'lines'>): Record<string, string> {
  return row.lines ? JSON.parse(row.lines) : {}
}

/** A line counts as translated once it has a translation of its own (English: once reworded). */
function isTranslated(source: string, translation: string | undefined) {
  return translation !== undefined && translation !== '' && translation !== source
}

/** A language with its progress over `sources` (every module's lines, read once per request). */
export function localizationRow(row: Stored, sources: Array<{ source: string }>): LocalizationRow {
  const lines = storedLines(row)
  const translated = sources.filter(({ source }) => isTranslated(source, lines[source])).length
  return { id: row.id, name: row.name, language: row.language, translated, total: sources.length }
}

/** One language with its progress, or null. */
export async function localizationRowOf(id: number): Promise<LocalizationRow | null> {
  const row = await findLocalization(id)
  return row ? localizationRow(row, await sourceLines()) : null
}

/** The languages the list's search (`query`) leaves: in the name or the code. */
export function filteredLocalizations(input: LocalizationsListInput) {
  const query = db.from('localizations').select('id', 'name', 'language', 'lines')
  if (input.query) {
    const words = `%${escapeLike(input.query)}%`
    query.where((search) => search.whereRaw(`name LIKE ? ESCAPE '!'`, [words]).orWhereRaw(`language LIKE ? ESCAPE '!'`, [words]))
  }
  return query
}

/**
 * Deletes languages, all or none (a 409 names the first that must stay):
 * English is the source of every translation, and the site's default
 * language is what people without a choice read. People who chose a deleted
 * language get the default again. Audited (localization.deleted).
 */
export async function deleteLocalizations(ids: number[], defaultLanguage: string) {
  await db.transaction(async (trx) => {
    for (const id of ids) {
      const row: Stored | null = await trx.from('localizations').where('id', id).select('id', 'name', 'language').first()
      if (!row) throw new Exception('There is no such language.', { status: 404 })
      if (row.language === 'en') throw new Exception('English is the source of every translation and cannot be deleted.', { status: 409 })
      if (row.language === defaultLanguage) {
        throw new Exception('This is the site’s default language. Choose another default in Settings > Localization first.', { status: 409 })
      }
      await trx.from('users').where('language', row.language).update({ language: null })
      await trx.from('localizations').where('id', row.id).delete()
      await recordAudit(trx, { action: 'localization.deleted', subject: { type: 'localization', id: row.id }, before: { language: row.language, name: row.name }, after: null })
    }
  })
}

export async function findLocalization(id: number): Promise<Stored | null> {
  return (await db.from('localizations').where('id', id).select('id', 'name', 'language', 'lines').first()) ?? null
}

export interface LineFilters {
  page: number
  perPage: number
  /** Text in the source or the translation. */
  search?: string
  /** Only lines without a translation of their own. */
  missing?: boolean
}

/** A page of one language's lines, in the modules' order. */
export async function translationPage(row: Stored, { page, perPage, search, missing }: LineFilters): Promise<TranslationPage> {
  const lines = storedLines(row)
  const needle = search?.toLowerCase()
  const sources = await sourceLines()
  const all: TranslationLine[] = sources.map(({ source, module }) => ({
    source,
    module,
    translation: isTranslated(source, lines[source]) ? lines[source] : null,
  }))
  const matching = all.filter(
    (line) =>
      (!missing || line.translation === null) &&
      (!needle || line.source.toLowerCase().includes(needle) || (line.translation ?? '').toLowerCase().includes(needle))
  )
  return {
    localization: localizationRow(row, sources),
    data: matching.slice((page - 1) * perPage, page * perPage),
    current_page: page,
    per_page: perPage,
    filtered: matching.length,
    last_page: Math.max(1, Math.ceil(matching.length / perPage)),
  }
}

/**
 * Stores translations of known source lines in one transaction with their
 * audit entry (the row is re-read inside it, so two admins translating
 * different lines both keep theirs). An empty translation removes the line's
 * own translation.
 */
export async function saveTranslations(id: number, changes: Record<string, string | null>) {
  await db.transaction(async (trx: TransactionClientContract) => {
    const row = await trx.from('localizations').where('id', id).select('lines').first()
    const lines = storedLines(row)
    const before = Object.fromEntries(Object.keys(changes).map((source) => [source, lines[source] ?? null]))
    for (const [source, translation] of Object.entries(changes)) {
      if (translation === null || translation.trim() === '') delete lines[source]
      else lines[source] = translation
    }
    await trx.from('localizations').where('id', id).update({ lines: JSON.stringify(lines), updated_at: new Date() })
    await recordAudit(trx, { action: 'localization.translated', subject: { type: 'localization', id }, before, after: changes })
  })
}
