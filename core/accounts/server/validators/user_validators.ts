import vine from '@vinejs/vine'
import { IANAZone } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { knownCountry } from '#core/localization/server/validators/known_country'

/** A language someone can switch to: one the site has a localization for. */
const existingLocalization = vine.createRule(async (value, _options, field) => {
  if (typeof value !== 'string') return
  const row = await db.from('localizations').where('language', value).select('id').first()
  if (!row) field.report('The selected language is not available.', 'existingLocalization', field)
})

const knownTimezone = vine.createRule((value, _options, field) => {
  if (typeof value !== 'string') return
  if (value !== 'UTC' && !IANAZone.isValidZone(value))
    field.report('The selected timezone is invalid.', 'knownTimezone', field)
})

/**
 * Account details a person may change about themselves (PUT users/{id}).
 * Only these keys survive validation: roles, permissions, email,
 * banned_at, email_verified_at... sent along are dropped, never assigned.
 */
export const updateUserValidator = vine.compile(
  vine.object({
    first_name: vine.string().trim().maxLength(100).nullable().optional(),
    last_name: vine.string().trim().maxLength(100).nullable().optional(),
    language: vine.string().trim().maxLength(10).use(existingLocalization()).optional(),
    country: vine
      .string()
      .trim()
      .toUpperCase()
      .fixedLength(2)
      .use(knownCountry())
      .nullable()
      .optional(),
    timezone: vine.string().trim().maxLength(64).use(knownTimezone()).optional(),
  })
)

export const userLocaleValidator = vine.compile(
  vine.object({
    locale: vine.string().trim().maxLength(10).use(existingLocalization()),
  })
)

export const deleteUserValidator = vine.compile(
  vine.object({
    deleteCurrentUser: vine.boolean().optional(),
  })
)
