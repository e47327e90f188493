import type { HttpContext } from '@adonisjs/core/http'
import { UploadRefused } from '../restrictions/upload_refused.js'

/**
 * A refusal caused by one field of the request (the disk, the part list,
 * the metadata): answered as a validation error naming that field, so a
 * form or the upload row can show it where it belongs.
 */
export class FieldRefused extends UploadRefused {
  constructor(
    readonly field: string,
    message: string
  ) {
    super(message, 422)
  }
}

/**
 * Runs a controller action, answering an UploadRefused with its status and
 * `{ message }` (spec section 8: the upload row shows the server's message),
 * plus `errors` for the field at fault.
 */
export async function answering<T>(ctx: HttpContext, action: () => Promise<T>) {
  try {
    return await action()
  } catch (error) {
    if (!(error instanceof UploadRefused)) throw error
    const body = await error.body(
      error instanceof FieldRefused ? { errors: { [error.field]: [error.message] } } : {}
    )
    return ctx.response.status(error.status).send(body)
  }
}
