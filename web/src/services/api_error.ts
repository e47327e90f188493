/** Why a call failed, as the spec's client error codes (section 8). */
export type ApiErrorCode = 'network' | 'timeout' | 'bad-request' | 'bad-response' | 'canceled'

/** The validation error body the server answers with on 422 (spec section 7). */
export type { ValidationErrorBody } from '../../../core/kernel/shared/api_errors.js'

/**
 * Every failed API call rejects with this. `status` is 0 when no response
 * arrived; `body` is the parsed JSON body (or null) of the response.
 */
export class ApiError<Body = unknown> extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    readonly body: Body | null,
    message?: string,
    options?: ErrorOptions
  ) {
    super(
      message ?? messageOf(body) ?? `Request failed (${code}${status ? ` ${status}` : ''})`,
      options
    )
    this.name = 'ApiError'
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** The server's own message, when the body carries one. */
export function messageOf(body: unknown): string | undefined {
  if (
    body &&
    typeof body === 'object' &&
    'message' in body &&
    typeof body.message === 'string' &&
    body.message
  ) {
    return body.message
  }
  return undefined
}
