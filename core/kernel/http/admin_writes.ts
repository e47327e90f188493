import type { HttpContext } from '@adonisjs/core/http'
import app from '@adonisjs/core/services/app'
import { ModuleRegistry } from '../module_registry.js'

/**
 * Every admin write leaves an audit entry (core/audit, docs/plugins.md "Audit
 * log"). An admin write is a POST, PUT, PATCH or DELETE that a `can()` guard
 * lets through on a permission some admin screen declares (the manifests'
 * `admin` entries): the screen's API. When such a request succeeds without
 * anything having been recorded, the guard fails it outside production (so
 * the module's own functional tests catch the omission) and logs an error in
 * production (the write is committed by then; failing the answer would only
 * hide it from the admin).
 */

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Requests that recorded an audit entry, or that were declared to write nothing. */
const accounted = new WeakSet<HttpContext>()

let adminPermissions: Promise<ReadonlySet<string>> | undefined

/** The permissions of every declared admin screen: fixed once the app has booted. */
function adminScreenPermissions() {
  adminPermissions ??= app.container
    .make(ModuleRegistry)
    .then((registry) => new Set(registry.adminScreens().map((screen) => screen.permission)))
  return adminPermissions
}

/** Called by the audit trail once the request's entry is recorded. */
export function markAudited(ctx: HttpContext) {
  accounted.add(ctx)
}

/**
 * Route middleware for an admin POST that changes nothing (a preview): it
 * has nothing to audit. Named on the route so a reviewer sees the exemption.
 */
export function writesNothing() {
  return async function writesNothingMarker(ctx: HttpContext, next: () => Promise<unknown>) {
    accounted.add(ctx)
    return next()
  }
}

/** Whether a request through a guard of these permissions is an admin write. */
export async function isAdminWrite(ctx: HttpContext, permissions: readonly string[]) {
  if (!WRITE_METHODS.has(ctx.request.method())) return false
  const screens = await adminScreenPermissions()
  return permissions.some((permission) => screens.has(permission))
}

/** After an admin write ran: a success that recorded nothing is a bug of its module. */
export function checkAdminWriteAudited(ctx: HttpContext) {
  const status = ctx.response.getStatus()
  if (status >= 400 || accounted.has(ctx)) return
  const route = ctx.route?.name ?? ctx.route?.pattern ?? ctx.request.url()
  const problem = `The admin write ${ctx.request.method()} ${route} succeeded without recording an audit entry (call recordAudit inside its transaction: docs/plugins.md, "Audit log").`
  if (app.inProduction) ctx.logger.error(problem)
  else throw new Error(problem)
}
