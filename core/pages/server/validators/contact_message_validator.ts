import vine from '@vinejs/vine'

/** The contact form (spec section 5): name, email and message, all required. */
export const contactMessageValidator = vine.compile(
  vine.object({
    name: vine.string().trim().maxLength(100),
    email: vine.string().trim().email().maxLength(255),
    message: vine.string().trim().maxLength(5000),
  })
)
