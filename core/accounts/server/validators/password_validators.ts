import vine from '@vinejs/vine'

/** A password typed to prove it is the person (confirmation, social connect). */
export const passwordValidator = vine.compile(
  vine.object({
    password: vine.string().maxLength(128),
  })
)

export const confirmedPasswordStatusValidator = vine.compile(
  vine.object({
    seconds: vine.number().withoutDecimals().positive().optional(),
  })
)
