import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { ModuleRegistry } from '#core/kernel/module_registry'
import type { MenuChoices } from '../../shared/menu_choices.js'

/** The roles and permissions a menu item may require, named as the admin knows them. */
export default class MenuChoicesController {
  async index(): Promise<MenuChoices> {
    const registry = await app.container.make(ModuleRegistry)
    const roles = await db.from('roles').orderBy('name').select('id', 'name')
    return {
      roles: roles.map((role) => ({ id: Number(role.id), name: role.name })),
      permissions: registry.permissions().map(({ name, label, group }) => ({ name, label, group })),
    }
  }
}
