import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { ModuleRegistry } from '../module_registry.js'

/**
 * What modules add to the bootstrap data (manifest `bootstrap`), by module
 * id. Computed together; a contribution that throws is logged and left out,
 * so one module's failure never blanks the whole app.
 */
export async function moduleBootstrapData(registry: ModuleRegistry, ctx: HttpContext): Promise<Record<string, unknown>> {
  const contributing = registry.modules.filter((module) => module.manifest.bootstrap)
  if (!contributing.length) return {}
  const host = await app.container.make('cadenza.host')
  const entries = await Promise.all(
    contributing.map(async (module) => {
      try {
        return [[module.manifest.id, await module.manifest.bootstrap!({ ctx, host })]]
      } catch (error) {
        ctx.logger.error({ err: error, module: module.manifest.id }, 'A module failed to contribute bootstrap data')
        return []
      }
    })
  )
  return Object.fromEntries(entries.flat() as Array<[string, unknown]>)
}
