import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../../shared/slug.js'

/** Longest body accepted (the column is a MEDIUMTEXT); far beyond any written page. */
const BODY_MAX_LENGTH = 1_000_000

/** POST and PUT custom-pages: a page as the admin's editor sends it. */
export const customPageValidator = vine.compile(
  vine.object({
    title: vine.string().trim().minLength(1).maxLength(255),
    slug: vine.string().trim().maxLength(SLUG_MAX_LENGTH).regex(SLUG_PATTERN).optional(),
    body: vine.string().maxLength(BODY_MAX_LENGTH).optional(),
    seo: vine
      .object({
        title: vine.string().trim().maxLength(255).nullable().optional(),
        description: vine.string().trim().maxLength(500).nullable().optional(),
      })
      .optional(),
    hide_nav: vine.boolean().optional(),
  })
)
customPageValidator.messagesProvider = new SimpleMessagesProvider({
  'slug.regex': 'The slug may only hold lower-case letters, digits and single dashes.',
})

/** POST custom-pages/preview: the body to show as the site would. */
export const customPagePreviewValidator = vine.compile(
  vine.object({ body: vine.string().maxLength(BODY_MAX_LENGTH) })
)
