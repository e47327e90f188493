import type { EmitterService } from '@adonisjs/core/types'
import type { Logger } from '@adonisjs/core/logger'
import type { ModuleRegistry } from './module_registry.js'

/**
 * Subscribes every enabled module's listeners (manifest `listeners`) on the
 * app's emitter, as AdonisJS lazy listener classes. A listener that throws
 * is logged with its event: the emitter (an account deleted, a track
 * published) has already done its work and must not fail because of
 * another module.
 */
export function registerModuleListeners(registry: ModuleRegistry, emitter: EmitterService, logger: Logger) {
  for (const module of registry.modules) {
    for (const [event, listeners] of Object.entries(module.manifest.listeners ?? {})) {
      for (const listener of listeners ?? []) emitter.on(event as any, [listener as any, 'handle'])
    }
  }
  emitter.onError((event, error) => logger.error({ err: error, event }, `A listener of "${String(event)}" failed`))
}
