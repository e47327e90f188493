import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import type { HttpContext } from '@adonisjs/core/http'
import { recordAudit } from '#core/audit/server/record_audit'
import { SettingsStore } from '../settings_store.js'
import { ModuleRegistry } from '#core/kernel/module_registry'
import { settingsSchemaOf } from '../settings_schema.js'

/** What the audit log keeps of a secret setting: whether it was set, never the value. */
const SECRET = '[secret]'

/** settings: what the admin's settings tabs and the appearance editor draw, and their saves. */
export default class SettingsController {
  /** GET settings -> { settings: SettingField[] } */
  async index() {
    const { store, schema } = await this.#services()
    await store.refresh(true)
    return { settings: schema.fields(store.all()) }
  }

  /** PUT settings { settings: { key: value } } -> the fields as saved; 422 naming each wrong or unknown key. Audited: the changed keys before and after. */
  async update({ request }: HttpContext) {
    const { store, schema, registry } = await this.#services()
    const values = await schema.validate(request.input('settings'))
    await store.refresh(true)
    const declared = registry.settingsSchema()
    const shown = (key: string, value: unknown) => (declared[key]?.secret && value !== null && value !== '' ? SECRET : value)
    const keys = Object.keys(values)
    const before = Object.fromEntries(keys.map((key) => [key, shown(key, store.get(key, null))]))
    await db.transaction(async (trx) => {
      await store.save(values, trx)
      await recordAudit(trx, {
        action: 'settings.updated',
        subject: { type: 'settings', id: null },
        before,
        after: Object.fromEntries(keys.map((key) => [key, shown(key, values[key])])),
      })
    })
    await store.refresh(true)
    return { settings: schema.fields(store.all()) }
  }

  async #services() {
    const registry = await app.container.make(ModuleRegistry)
    return { store: await app.container.make(SettingsStore), schema: settingsSchemaOf(registry), registry }
  }
}
