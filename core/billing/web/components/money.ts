import { numberFormat } from '@web/i18n/number_format.js'

/** An amount in its currency, in the visitor's language: $9.99, 9,99 €. Whole amounts drop the cents. */
export function formatMoney(language: string, amount: number, currency: string) {
  const whole = Number.isInteger(amount)
  return numberFormat(language, { style: 'currency', currency, minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 }).format(amount)
}

const dayFormats = new Map<string, Intl.DateTimeFormat>()

export function formatDay(language: string, iso: string) {
  let format = dayFormats.get(language)
  if (!format) dayFormats.set(language, (format = new Intl.DateTimeFormat(language, { dateStyle: 'medium' })))
  return format.format(new Date(iso))
}
