import { errors as vineErrors } from '@vinejs/vine'

/** A 4xx the exception handler turns into `{message}`. */
export class MusicHttpError extends Error {
  constructor(
    message: string,
    readonly status: number
  ) {
    super(message)
  }
}

/** Unknown ids and other people's private content look the same: 404. */
export const notFound = () => new MusicHttpError('Not found.', 404)

export const forbidden = (message = "You don't have permission to do that.") => new MusicHttpError(message, 403)

/** A rule VineJS cannot express (the track is private...): 422 on the named field. */
export const invalid = (field: string, message: string) => new vineErrors.E_VALIDATION_ERROR([{ field, message, rule: 'music' }])
