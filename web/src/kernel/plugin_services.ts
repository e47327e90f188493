import type { DependencyContainer } from 'tsyringe'
import type { RegisteredWebPlugin } from './define_web_plugin.js'

/** A web part's `services` threw at boot; the message names its file. */
export class WebPluginServicesError extends Error {
  constructor(source: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause)
    super(`Web plugin ${source} failed to register its services: ${reason}`, { cause })
    this.name = 'WebPluginServicesError'
  }
}

/**
 * Lets every web part register its client services on the app's container,
 * in registry order (core first), before anything renders: a screen or slot
 * fill can then resolve them from its first render.
 */
export function registerPluginServices(
  container: DependencyContainer,
  entries: readonly RegisteredWebPlugin[]
) {
  for (const { source, plugin } of entries) {
    try {
      plugin.services?.(container)
    } catch (error) {
      throw new WebPluginServicesError(source, error)
    }
  }
  return container
}
