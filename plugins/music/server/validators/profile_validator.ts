import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { knownCountry } from '#core/localization/server/validators/known_country'

export const MAX_PROFILE_LINKS = 10

const link = vine.object({
  url: vine
    .string()
    .trim()
    .maxLength(1000)
    .url({ require_protocol: true, protocols: ['http', 'https'] }),
  title: vine.string().trim().minLength(1).maxLength(100),
})

/**
 * PUT music/profile: what someone shows on their public profile. Absent
 * keys keep their value; null (or an empty text) clears it. Links replace
 * the whole list.
 */
export const updateProfileValidator = vine.create(
  vine.object({
    display_name: vine.string().trim().maxLength(100).nullable().optional(),
    bio: vine.string().trim().maxLength(2000).nullable().optional(),
    city: vine.string().trim().maxLength(100).nullable().optional(),
    country: vine.string().trim().toUpperCase().fixedLength(2).use(knownCountry()).nullable().optional(),
    links: vine.array(link).maxLength(MAX_PROFILE_LINKS).optional(),
  })
)

updateProfileValidator.messagesProvider = new SimpleMessagesProvider(
  {
    'links.*.url.required': 'Enter the link’s address.',
    'links.*.url.url': 'Enter a web address starting with http:// or https://.',
    'links.*.title.required': 'Give the link a title.',
    'links.*.title.minLength': 'Give the link a title.',
    'links.array.maxLength': `You can add up to ${MAX_PROFILE_LINKS} links.`,
  },
  { display_name: 'display name', 'links.*.url': 'link address', 'links.*.title': 'link title' }
)
