import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { recordAudit } from '#core/audit/server/record_audit'
import type { LocalizationRow, TranslationLine, TranslationPage } from '../shared/localization_types.js'
import { sourceLines } from './source_lines.js'

type Stored = { id: number; name: string; language: string; lines: string | null }

function storedLines(row: Pick<Stored, 'lines'>): Record<string, string> {
  return row.lines ? JSON.parse(row.lines) : {}
}

/** A line counts as translated once it has a translation of its own (English: once reworded). */
function isTranslated(source: string, translation: string | undefined) {
  return translation !== undefined && translation !== '' && translation !== source
}

async function rowOf(row: Stored): Promise<LocalizationRow> {
  const sources = await sourceLines()
  const lines = storedLines(row)
  const translated = sources.filter(({ source }) => isTranslated(source, lines[source])).length
  return { id: row.id, name: row.name, language: row.language, translated, total: sources.length }
}

/** Every language with its progress, English first, then by name. */
export async function localizationRows(): Promise<LocalizationRow[]> {
  const rows: Stored[] = await db.from('localizations').select('id', 'name', 'language', 'lines').orderBy('name')
  const sorted = [...rows.filter((row) => row.language === 'en'), ...rows.filter((row) => row.language !== 'en')]
  return Promise.all(sorted.map(rowOf))
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
  const all: TranslationLine[] = (await sourceLines()).map(({ source, module }) => ({
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
    localization: await rowOf(row),
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
