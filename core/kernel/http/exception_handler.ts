import { errors as vineErrors } from '@vinejs/vine'
import { errors as authErrors } from '@adonisjs/auth'
import { errors as shieldErrors } from '@adonisjs/shield'
import { errors as driveErrors } from '@adonisjs/drive'
import { ExceptionHandler, type HttpContext } from '@adonisjs/core/http'
import { appDebug } from '#config/app'
import { buildErrorTrace } from './error_trace.js'
import { isApiRequest } from './api_paths.js'
import { reportError, requestDetails } from './error_reporting.js'
import { isRequestTooLarge, requestTooLargePayload } from './request_too_large.js'
import { QuotaExceeded } from './quota_refusal.js'
import { isLockConflict, isUniqueViolation } from '../database/database_conflicts.js'
import type { ValidationErrorBody } from '../shared/api_errors.js'

/** A write lost a race with another one on the same unique value. */
export const CHANGED_MEANWHILE = 'This was changed by another request at the same time. Reload and try again.'
/** A write lost a race for database locks (a deadlock's victim, a lock wait that ran out). */
export const BUSY_TRY_AGAIN = 'The server is busy. Try again in a moment.'

/** Shown when a server error's details are hidden (debugging off). */
export const GENERIC_SERVER_ERROR = 'There was an issue. Please try again.'

/**
 * Turns errors into the spec's payloads: 422 `{message, errors}` for
 * validation, `{message}` for other client errors, and for server errors the
 * trace payload when debugging is on or a plain message when it is off.
 */
export default class HttpExceptionHandler extends ExceptionHandler {
  async handle(error: unknown, ctx: HttpContext) {
    if (error instanceof vineErrors.E_VALIDATION_ERROR) {
      return ctx.response.status(422).send(validationPayload(error.messages))
    }
    if (error instanceof QuotaExceeded) return ctx.response.status(error.status).send(await error.body())
    if (error instanceof shieldErrors.E_BAD_CSRF_TOKEN) {
      return ctx.response.status(419).send({ message: 'Page expired. Reload the page and try again.' })
    }
    if (error instanceof authErrors.E_UNAUTHORIZED_ACCESS) {
      return ctx.response.status(401).send({ message: 'You need to be logged in to do that.' })
    }

    if ((error instanceof driveErrors.CannotServeFileException && isMissingFile(error)) || isRefusedFileKey(error)) {
      return ctx.response.status(404).send({ message: 'Not found.' })
    }

    if (isRequestTooLarge(error)) return ctx.response.status(413).send(requestTooLargePayload(ctx))

    // Two requests that met in the database (database_conflicts.ts): the client may simply try again.
    if (isUniqueViolation(error)) return ctx.response.status(409).send({ message: CHANGED_MEANWHILE })
    if (isLockConflict(error)) {
      ctx.response.header('Retry-After', '1')
      return ctx.response.status(503).send({ message: BUSY_TRY_AGAIN })
    }

    const status = statusOf(error)
    if (status < 500) {
      const message = status === 404 ? 'Not found.' : (error as Error).message || 'Bad request.'
      return ctx.response.status(status).send({ message })
    }

    if (!isApiRequest(ctx.request.url()) && !ctx.request.accepts(['json'])) {
      return ctx.response.status(500).send(GENERIC_SERVER_ERROR)
    }
    const payload = appDebug() && error instanceof Error ? buildErrorTrace(error) : { message: GENERIC_SERVER_ERROR }
    return ctx.response.status(500).send(payload)
  }

  /** Server errors go to the process log and to the error log (with request id and user). */
  async report(error: unknown, ctx: HttpContext) {
    const status = statusOf(error)
    if (status < 500) return
    if (isUniqueViolation(error) || isLockConflict(error)) {
      // Answered 409/503: worth seeing when frequent (a race a route should handle itself), not an error.
      ctx.logger.warn({ err: error }, 'database conflict answered with "try again"')
      return
    }
    ctx.logger.error({ err: error }, 'unhandled error')
    const { name, message, stack } = error instanceof Error ? error : { name: 'Error', message: String(error), stack: undefined }
    await reportError(
      { source: 'server', exception: name || 'Error', message, stack: stack ?? null, status, ...(await requestDetails(ctx)) },
      ctx.logger
    )
  }
}

/**
 * Drive wraps a missing file (or a directory key, or a name longer than the
 * disk allows) served under /storage; that is a 404, not a server fault.
 */
function isMissingFile(error: unknown): boolean {
  const { code, message } = (rootCause(error) ?? {}) as { code?: string; message?: string }
  return code === 'ENOENT' || code === 'ENAMETOOLONG' || Boolean(message?.includes('Cannot get metadata of a directory'))
}

/**
 * Drive refuses a key with a `..` segment or a NUL byte (`/storage/..%2f..%2fapp-key`)
 * before it touches the disk: no file has that name.
 */
const REFUSED_KEY_CODES = new Set(['E_PATH_TRAVERSAL_DETECTED', 'E_UNALLOWED_CHARACTERS'])

function isRefusedFileKey(error: unknown): boolean {
  const code = (rootCause(error) as { code?: unknown } | null)?.code
  return typeof code === 'string' && REFUSED_KEY_CODES.has(code)
}

function rootCause(error: unknown): unknown {
  let cause = error
  while (cause && typeof cause === 'object' && 'cause' in cause && cause.cause) cause = cause.cause
  return cause
}

function statusOf(error: unknown): number {
  const status = (error as { status?: unknown })?.status
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500
}

/** VineJS messages -> `{ message, errors: { field: [messages] } }`. */
function validationPayload(messages: Array<{ field: string; message: string }>): ValidationErrorBody {
  const errors: Record<string, string[]> = {}
  for (const { field, message } of messages) (errors[field] ??= []).push(message)
  return { message: messages[0]?.message ?? 'The given data was invalid.', errors }
}
