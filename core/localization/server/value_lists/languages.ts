import type { LanguageChoice } from '../../shared/localization_types.js'

/**
 * The languages an admin may add (ISO 639-1, with the regional variants
 * people ask for), named in English by the runtime's Intl data.
 */
const CODES = [
  'af', 'ar', 'bg', 'bn', 'ca', 'cs', 'da', 'de', 'el', 'en', 'es', 'es-MX', 'et', 'fa', 'fi', 'fil', 'fr', 'fr-CA', 'ga', 'he', 'hi', 'hr',
  'hu', 'hy', 'id', 'is', 'it', 'ja', 'ka', 'kk', 'ko', 'lt', 'lv', 'mk', 'ms', 'nb', 'nl', 'pl', 'pt', 'pt-BR', 'ro', 'ru', 'sk', 'sl',
  'sq', 'sr', 'sv', 'sw', 'ta', 'th', 'tr', 'uk', 'ur', 'uz', 'vi', 'zh', 'zh-TW',
]

export function buildLanguageList(): LanguageChoice[] {
  const names = new Intl.DisplayNames(['en'], { type: 'language' })
  return CODES.map((id) => ({ id, name: names.of(id) ?? id })).sort((a, b) => a.name.localeCompare(b.name, 'en'))
}

export function isKnownLanguage(code: string) {
  return CODES.includes(code)
}
