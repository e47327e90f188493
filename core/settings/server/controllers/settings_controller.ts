import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import { SettingsStore } from '../settings_store.js'
import { ModuleRegistry } from '#core/kernel/module_registry'
import { settingsSchemaOf } from '../settings_schema.js'

/** settings: what the admin's settings tabs and the appearance editor draw, and their saves. */
export default class SettingsController {
  /** GET settings -> { settings: SettingField[] } */
  async index() {
    const { store, schema } = await this.#services()
    await store.refresh(true)
    return { settings: schema.fields(store.all()) }
  }

  /** PUT settings { settings: { key: value } } -> the fields as saved; 422 naming each wrong or unknown key. */
  async update({ request }: HttpContext) {
    const { store, schema } = await this.#services()
    await store.save(await schema.validate(request.input('settings')))
    await store.refresh(true)
    return { settings: schema.fields(store.all()) }
  }

  async #services() {
    return { store: await app.container.make(SettingsStore), schema: settingsSchemaOf(await app.container.make(ModuleRegistry)) }
  }
}
