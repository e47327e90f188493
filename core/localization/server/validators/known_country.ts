import vine from '@vinejs/vine'
import { buildCountryList } from '../value_lists/countries.js'

/** A country code of the countries value list (ISO 3166-1 alpha-2 plus XK). */
export const knownCountry = vine.createRule(async (value, _options, field) => {
  if (typeof value !== 'string') return
  const countries = await buildCountryList()
  if (!countries.some((country) => country.code === value))
    field.report('The selected country is invalid.', 'knownCountry', field)
})
