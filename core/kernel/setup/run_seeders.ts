import type { ApplicationService } from '@adonisjs/core/types'
import { ModuleRegistry } from '../module_registry.js'
import { SiteSettings } from '../module_services.js'

/**
 * Seeds every enabled module in registry order: settings defaults first,
 * then each manifest's seeders. Every seeder is idempotent, so this runs on
 * each start without creating duplicates.
 */
export async function runModuleSeeders(app: ApplicationService) {
  const registry = await app.container.make(ModuleRegistry)
  const settings = await app.container.make(SiteSettings)
  const host = await app.container.make('cadenza.host')
  await settings.seedDefaults()
  for (const module of registry.modules) {
    for (const load of module.manifest.seeders ?? []) {
      const { default: seeder } = await load()
      await seeder.run(host)
    }
  }
  await settings.refresh(true)
}
