import { Exception } from '@adonisjs/core/exceptions'
import type { HttpContext } from '@adonisjs/core/http'

/**
 * A direct upload call the server will not carry out, with the status and
 * the message the person sees (spec section 8: the upload row shows the
 * server's `message`). A 422 names the field at fault, as validation errors do.
 */
export class UploadRefused extends Exception {
  constructor(
    message: string,
    readonly options: { status: 403 | 404 | 409 | 413 | 422; field?: string }
  ) {
    super(message, { status: options.status })
  }

  static invalid(field: string, message: string) {
    return new UploadRefused(message, { status: 422, field })
  }

  send(response: HttpContext['response']) {
    const { status, field } = this.options
    const body = field
      ? { message: this.message, errors: { [field]: [this.message] } }
      : { message: this.message }
    return response.status(status).send(body)
  }
}

/** Runs a controller action, answering an UploadRefused with its status and message. */
export async function answering<T>(ctx: HttpContext, action: () => Promise<T>) {
  try {
    return await action()
  } catch (error) {
    if (error instanceof UploadRefused) return error.send(ctx.response)
    throw error
  }
}
