import vine from '@vinejs/vine'

/** GET admin/genres|tags: search and the keyset cursor (the last name seen). */
export const termListValidator = vine.create(
  vine.object({
    query: vine.string().trim().maxLength(255).optional(),
    cursor: vine.string().maxLength(100).optional(),
    perPage: vine.number().withoutDecimals().min(1).max(100).optional(),
  })
)

/** A genre or tag: its URL name (lower case), the name people read, a genre's image. */
export const termValidator = vine.create(
  vine.object({
    name: vine
      .string()
      .trim()
      .toLowerCase()
      .minLength(1)
      .maxLength(100)
      // Names are path segments (/tag/{name}): no slashes, no leading or trailing spaces.
      .regex(/^[^/?#]+$/),
    display_name: vine.string().trim().maxLength(191).nullable().optional(),
    image: vine
      .string()
      .trim()
      .maxLength(1000)
      .regex(/^(https?:\/\/|\/storage\/)\S+$/)
      .nullable()
      .optional(),
  })
)

export const deleteTermsValidator = vine.create(vine.object({ ids: vine.array(vine.number().withoutDecimals().min(1).max(4_294_967_295)).minLength(1).maxLength(500).distinct() }))
