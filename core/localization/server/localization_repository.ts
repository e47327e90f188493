import db from '@adonisjs/lucid/services/db'
import { ReadCache } from '#core/kernel/cache/read_cache'

type Lines = { language: string; lines: Record<string, string> }

/** Every shell carries its language's lines: parsed once per write, not per page. */
const linesByLanguage = new ReadCache<Lines>('localization.lines')

export interface LocalizationSummary {
  id: number
  name: string
  language: string
}

/**
 * Translation lines per language. A language without a stored
 * localization falls back to English, whose lines are the source texts.
 */
export class LocalizationRepository {
  /**
   * What the web app needs to translate its texts: the lines whose
   * translation differs from the source text. The translator shows the
   * source text for any other, so English pages carry no lines at all
   * unless an admin reworded some.
   */
  linesFor(language: string): Promise<Lines> {
    return linesByLanguage.get(language, () => this.#readLines(language))
  }

  async #readLines(language: string): Promise<Lines> {
    const row = (await db.from('localizations').where('language', language).first()) ?? (await db.from('localizations').where('language', 'en').first())
    if (!row) return { language: 'en', lines: {} }
    const stored: Record<string, string> = row.lines ? JSON.parse(row.lines) : {}
    const lines = Object.fromEntries(Object.entries(stored).filter(([text, translation]) => translation !== text))
    return { language: row.language, lines }
  }

  /** Every stored language, without its lines (those can be large). */
  async summaries(): Promise<LocalizationSummary[]> {
    return db.from('localizations').select('id', 'name', 'language').orderBy('name').orderBy('id')
  }
}
