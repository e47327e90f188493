import type { HttpContext } from '@adonisjs/core/http'
import app from '@adonisjs/core/services/app'
import { AccessControl } from '#core/kernel/module_services'
import { MUSIC_VIEW } from '#plugins/music/permissions'
import { errors as vineErrors } from '@vinejs/vine'
import { QuotaExceeded } from '#core/kernel/http/quota_refusal'
import { dropReads } from '#core/kernel/cache/read_cache'
import { MusicHttpError } from '../services/shared/errors.js'
import { authenticate } from './auth.js'
import { ENDPOINTS, type SubsonicEndpoint } from './endpoints.js'
import { SubsonicParams } from './params.js'
import { withUserRatings } from './ratings.js'
import { ERROR, notAuthorized, sendSubsonic, sendSubsonicError, SubsonicError, type SubsonicPayload } from './protocol.js'

/** /rest/<name> and /rest/<name>.view: the endpoint of that name (endpoints.ts). */
export default class SubsonicController {
  handle(ctx: HttpContext) {
    const name = String(ctx.params.method).replace(/\.view$/, '')
    const endpoint = Object.hasOwn(ENDPOINTS, name) ? ENDPOINTS[name] : null
    return endpoint ? runEndpoint(ctx, endpoint) : this.unknown(ctx)
  }

  unknown(ctx: HttpContext) {
    return sendSubsonicError(ctx, new SubsonicError(ERROR.notFound, 'Unknown API method'), 404)
  }
}

/**
 * Runs one Subsonic endpoint: reads the parameters, authenticates, checks
 * the listener may browse the catalogue at all (music.view, as the web API),
 * then answers in the protocol's envelope. Client mistakes become the
 * protocol's error codes, with HTTP 200 as Subsonic apps expect.
 */
async function runEndpoint(ctx: HttpContext, endpoint: SubsonicEndpoint) {
  const params = new SubsonicParams(ctx)
  try {
    const anonymous = endpoint.open && params.string('u') === null && params.string('apiKey') === null
    if (anonymous) return sendSubsonic(ctx, 'ok', (await endpoint.handle({ ctx, params } as never)) as SubsonicPayload)

    const user = await authenticate(ctx, params)
    const granted = await (await app.container.make(AccessControl)).grantsOf(user.id)
    if (!granted(MUSIC_VIEW)) throw notAuthorized()
    const result = await endpoint.handle({ ctx, params, user, viewer: { userId: user.id } })
    if (endpoint.changes) await dropReads(endpoint.changes)
    if (endpoint.binary) return result
    return sendSubsonic(ctx, 'ok', (await withUserRatings(result, user.id)) as SubsonicPayload)
  } catch (error) {
    const failure = asSubsonicError(error)
    if (!failure) throw error
    return sendSubsonicError(ctx, failure)
  }
}

/** The protocol's code for an error the music services raise (their 404 for unknown or hidden items...). */
function asSubsonicError(error: unknown): SubsonicError | null {
  if (error instanceof SubsonicError) return error
  if (error instanceof MusicHttpError) {
    if (error.status === 404) return new SubsonicError(ERROR.notFound, 'The requested data was not found')
    if (error.status === 403) return new SubsonicError(ERROR.notAuthorized, error.message)
    return new SubsonicError(ERROR.generic, error.message)
  }
  // Over the plan's quota (the playlist count): not allowed, with the web's explanation.
  if (error instanceof QuotaExceeded) return new SubsonicError(ERROR.notAuthorized, error.message)
  // A parameter the web API's validators refuse (a name too long, a song the listener may not see).
  if (error instanceof vineErrors.E_VALIDATION_ERROR) {
    const [first] = error.messages as Array<{ message: string }>
    return new SubsonicError(ERROR.generic, first?.message ?? error.message)
  }
  return null
}
