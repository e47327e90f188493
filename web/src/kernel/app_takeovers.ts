import type { ComponentType } from 'react'
import type { BootstrapData } from '../../../core/kernel/shared/bootstrap_data.js'
import type { AppTakeover } from './define_web_plugin.js'
import { lazyComponent } from './lazy_component.js'
import { webPlugins } from './web_plugins.js'

export interface ShownTakeover {
  Screen: ComponentType
  bottomSlot?: string
}

/** Every web part's takeovers in the order they are tried, each screen made lazy once. */
const takeovers = webPlugins
  .flatMap(({ plugin }) => plugin.takeovers ?? [])
  .sort((a, b) => (a.order ?? 100) - (b.order ?? 100))
  .map((takeover: AppTakeover) => ({
    takeover,
    shown: {
      Screen: lazyComponent(takeover.name, async () => (await takeover.load()).default),
      bottomSlot: takeover.bottomSlot,
    } satisfies ShownTakeover,
  }))

/** The screen standing in for the whole app at `pathname`, if one does (define_web_plugin.ts, AppTakeover). */
export function takeoverFor(bootstrap: BootstrapData, pathname: string): ShownTakeover | null {
  return takeovers.find(({ takeover }) => takeover.shows(bootstrap, pathname))?.shown ?? null
}
