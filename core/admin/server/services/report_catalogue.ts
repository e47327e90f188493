import app from '@adonisjs/core/services/app'
import { ModuleRegistry } from '#core/kernel/module_registry'
import type { ReportDefinition } from '#core/kernel/contract'

/** The reports every enabled module declares (manifest `reports`), in tab order. */
export async function declaredReports(): Promise<ReportDefinition[]> {
  return (await app.container.make(ModuleRegistry)).reports()
}
