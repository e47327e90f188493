import app from '@adonisjs/core/services/app'
import { MENU_POSITIONS, type ModuleSeeder } from '#core/kernel/contract'
import { ModuleRegistry } from '#core/kernel/module_registry'
import { SettingsStore } from '#core/settings/server/settings_store'
import { mergeMenuDefaults, type StoredMenus } from '../menu_defaults.js'

/**
 * Menus live in the `menus` setting, editable in the appearance editor. Each
 * module's default items are added once (tracked in `menus.seeded_items`),
 * so items an admin removed do not come back and new plugins still appear.
 */
const menusSeeder: ModuleSeeder = {
  async run() {
    const registry = await app.container.make(ModuleRegistry)
    const settings = await app.container.make(SettingsStore)
    await settings.refresh(true)
    const { menus, seeded } = mergeMenuDefaults(
      {
        menus: settings.get<StoredMenus>('menus', []),
        seeded: settings.get<string[]>('menus.seeded_items', []),
      },
      registry.menuDefaults(),
      MENU_POSITIONS
    )
    await settings.save({ 'menus': menus, 'menus.seeded_items': seeded })
  },
}

export default menusSeeder
