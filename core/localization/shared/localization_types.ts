/** The localizations screens' data as the server sends it (GET localizations, GET localizations/:id/lines). */

/** A language of the site and how much of it is translated. */
export interface LocalizationRow {
  id: number
  name: string
  language: string
  /** Lines with a translation of their own (for English: reworded lines). */
  translated: number
  /** Every interface line of every enabled module. */
  total: number
}

/** One interface text: its English source (the key), the module it belongs to, and this language's translation. */
export interface TranslationLine {
  source: string
  module: string
  translation: string | null
}

export interface TranslationPage {
  localization: LocalizationRow
  data: TranslationLine[]
  current_page: number
  per_page: number
  /** Lines matching the search and filter. */
  filtered: number
  last_page: number
}

/** A language people may add: its code and English name. */
export interface LanguageChoice {
  id: string
  name: string
}
