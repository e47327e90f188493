import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { ModuleRegistry } from '../module_registry.js'

/** Prints every enabled module and what it registers. */
export default class PluginsList extends BaseCommand {
  static commandName = 'plugins:list'
  static description = 'List the enabled core modules and plugins and what each registers'
  static options: CommandOptions = { startApp: true }

  async run() {
    const registry = await this.app.container.make(ModuleRegistry)
    const table = this.ui.table()
    table.head(['Id', 'Kind', 'Folder', 'API prefix', 'Permissions', 'Menu items', 'SEO pages', 'Ad slots', 'Settings', 'Web'])
    for (const { manifest, kind, folder, apiPrefix } of registry.modules) {
      table.row([
        manifest.id,
        kind,
        folder,
        manifest.routes ? apiPrefix : '-',
        String(manifest.permissions?.length ?? 0),
        String(manifest.menus?.length ?? 0),
        String(manifest.seo?.length ?? 0),
        String(manifest.adSlots?.length ?? 0),
        String(Object.keys(manifest.settings?.defaults ?? {}).length),
        manifest.web ?? '-',
      ])
    }
    table.render()
  }
}
