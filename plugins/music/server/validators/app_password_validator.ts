import vine from '@vinejs/vine'

/** A new Subsonic app password: the name of the app or device it is for ("Phone, Symfonium"). */
export const createAppPasswordValidator = vine.create(vine.object({ name: vine.string().trim().minLength(1).maxLength(60) }))
