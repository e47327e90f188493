import type { HttpContext } from '@adonisjs/core/http'
import { toXml } from './xml.js'

/** The Subsonic API version Cadenza speaks, with the OpenSubsonic extensions. */
export const API_VERSION = '1.16.1'
export const SERVER_TYPE = 'cadenza'
export const SERVER_VERSION = '0.1.0'

/** The error codes of the Subsonic API and OpenSubsonic (https://opensubsonic.netlify.app/docs/responses/error/). */
export const ERROR = {
  generic: 0,
  missingParameter: 10,
  wrongCredentials: 40,
  authMechanismNotSupported: 42,
  conflictingAuthMechanisms: 43,
  invalidApiKey: 44,
  notAuthorized: 50,
  notFound: 70,
} as const

/** A failed call: answered with HTTP 200 and `status: "failed"`, as every Subsonic client expects. */
export class SubsonicError extends Error {
  constructor(
    readonly code: number,
    message: string
  ) {
    super(message)
  }
}

export const missingParameter = (name: string) => new SubsonicError(ERROR.missingParameter, `Required parameter is missing: ${name}`)
export const notFound = (what = 'Data') => new SubsonicError(ERROR.notFound, `${what} not found`)
export const notAuthorized = () => new SubsonicError(ERROR.notAuthorized, 'User is not authorized for the given operation')

/** The payload of one endpoint: the elements beside status and version ({ artists: {...} }), or nothing. */
export type SubsonicPayload = Record<string, unknown>

function envelope(status: 'ok' | 'failed', payload: SubsonicPayload) {
  return { status, version: API_VERSION, type: SERVER_TYPE, serverVersion: SERVER_VERSION, openSubsonic: true, ...payload }
}

/**
 * Sends a `subsonic-response` in the format the client asked for: JSON for
 * `f=json`, XML otherwise (the protocol's default). JSONP (`f=jsonp`) is not
 * offered: it would let any site read a listener's data.
 */
export function sendSubsonic(ctx: HttpContext, status: 'ok' | 'failed', payload: SubsonicPayload = {}, httpStatus = 200) {
  const body = envelope(status, payload)
  if (ctx.request.input('f') === 'json') {
    return ctx.response.status(httpStatus).json({ 'subsonic-response': body })
  }
  ctx.response.header('Content-Type', 'text/xml; charset=utf-8')
  return ctx.response.status(httpStatus).send(toXml('subsonic-response', body, { xmlns: 'http://subsonic.org/restapi' }))
}

/** A failed call. HTTP 200 as the protocol wants, except for a path that names no endpoint at all (404). */
export function sendSubsonicError(ctx: HttpContext, error: SubsonicError, httpStatus = 200) {
  return sendSubsonic(ctx, 'failed', { error: { code: error.code, message: error.message } }, httpStatus)
}
