export type TransValues = Record<string, string | number>
export type Trans = (text: string, values?: TransValues) => string

/**
 * Builds trans(): the translation of `text` from the bootstrap i18n lines
 * (the English text itself when no translation exists), with :placeholders
 * replaced by the given values.
 */
export function createTranslator(lines: Record<string, string>): Trans {
  return (text, values) => {
    let result = lines[text] ?? text
    if (!values) return result
    // Longest names first, so :counted is not eaten by :count.
    for (const name of Object.keys(values).sort((a, b) => b.length - a.length)) {
      result = result.replaceAll(`:${name}`, String(values[name]))
    }
    return result
  }
}

/** Picks the singular or plural English text by count, then translates it. */
export function transChoice(
  trans: Trans,
  count: number,
  one: string,
  other: string,
  values?: TransValues
) {
  return trans(count === 1 ? one : other, { count, ...values })
}
