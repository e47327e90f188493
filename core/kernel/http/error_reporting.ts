import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { Logger } from '@adonisjs/core/logger'
import type { ErrorSink, ReportedError } from '../contract.js'
import { ModuleRegistry } from '../module_registry.js'
import { currentUser } from './guards.js'
import { loggedUrl } from './logged_url.js'

let sinks: Promise<ErrorSink[]> | undefined

async function loadSinks(): Promise<ErrorSink[]> {
  const registry = await app.container.make(ModuleRegistry)
  return Promise.all(registry.errorSinks().map(async (load) => (await load()).default))
}

/**
 * Hands an error to every module's error sink. Never throws: reporting an
 * error must not turn into another one, so a failing sink (the database is
 * down) is only written to the process log.
 */
export async function reportError(error: ReportedError, logger: Logger) {
  let loaded: ErrorSink[]
  try {
    loaded = await (sinks ??= loadSinks())
  } catch (failure) {
    sinks = undefined
    logger.error({ err: failure }, 'the error sinks could not be loaded')
    return
  }
  for (const sink of loaded) {
    try {
      await sink.record(error)
    } catch (failure) {
      logger.error({ err: failure, reported: error.message }, 'an error sink failed')
    }
  }
}

/** What the error log keeps of the request: its id, path, method and who made it. */
export async function requestDetails(ctx: HttpContext) {
  return {
    url: loggedUrl(ctx.request.url()),
    method: ctx.request.method(),
    requestId: ctx.request.id() ?? null,
    userId: await signedInUserId(ctx),
    userAgent: ctx.request.header('user-agent') ?? null,
  }
}

/**
 * The signed-in person, when the request is far enough along to know
 * (routes without a matched handler have no auth), and not when finding out
 * fails too (the error may be the database itself).
 */
async function signedInUserId(ctx: HttpContext): Promise<number | null> {
  if (!ctx.auth) return null
  try {
    return ((ctx.auth.user ?? (await currentUser(ctx)))?.id as number | undefined) ?? null
  } catch {
    return null
  }
}
