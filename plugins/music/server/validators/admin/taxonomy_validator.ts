import vine from '@vinejs/vine'

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
