import type { ComponentType } from 'react'
import type { AppearanceSection } from '@web/kernel/define_web_plugin.js'
import { lazyComponent } from '@web/kernel/lazy_component.js'
import { webPlugins } from '@web/kernel/web_plugins.js'

export interface RegisteredSection extends AppearanceSection {
  Screen: ComponentType
}

/** Every module's appearance sections (web parts' `appearanceSections`), in order, each with its lazy screen. */
export const appearanceSections: RegisteredSection[] = webPlugins
  .flatMap(({ plugin }) => plugin.appearanceSections ?? [])
  .sort((a, b) => (a.order ?? 100) - (b.order ?? 100))
  .map((section) => ({
    ...section,
    Screen: lazyComponent(`appearance-section:${section.id}`, async () => (await section.load()).default),
  }))
