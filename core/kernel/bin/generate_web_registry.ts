/*
 * Writes web/src/generated/plugins.ts, the web parts of the enabled modules,
 * and web/src/generated/service_worker_parts.ts, their service-worker parts.
 * Run by the Vite build (web/vite.config.ts) before bundling, or by hand:
 *   node --import @poppinss/ts-exec core/kernel/bin/generate_web_registry.ts
 * Fails with the faulty manifest's name on stderr and exit code 1.
 */
import { Ignitor } from '@adonisjs/core'
import { APP_ROOT, importer } from '../../../bin/app_root.js'
import { loadModuleRegistry } from '../module_registry.js'
import {
  renderServiceWorkerParts,
  renderWebRegistry,
  SERVICE_WORKER_PARTS_FILE,
  serviceWorkerPartsOf,
  WEB_REGISTRY_FILE,
  webPartsOf,
  writeWebRegistry,
} from '../web_registry_generator.js'

try {
  // Manifests import server code that registers with the app service (db, router) as it loads.
  // An app instance that is never booted satisfies those imports without starting anything.
  new Ignitor(APP_ROOT, { importer }).createApp('console')
  const { default: pluginsConfig } = await import('#config/plugins')
  const registry = await loadModuleRegistry(pluginsConfig)
  const parts = webPartsOf(registry.modules)
  const written = writeWebRegistry(renderWebRegistry(parts))
  writeWebRegistry(renderServiceWorkerParts(serviceWorkerPartsOf(registry.modules)), SERVICE_WORKER_PARTS_FILE)
  console.log(
    `${WEB_REGISTRY_FILE} ${written ? 'written' : 'unchanged'}: ${parts.map((part) => part.moduleId).join(', ') || 'no web parts'}`
  )
  // Manifests may import code that keeps handles open (pools, timers); this script is done.
  process.exit(0)
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`)
  process.exit(1)
}
