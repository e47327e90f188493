import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import type { HttpContext } from '@adonisjs/core/http'
import { recordAudit } from '#core/audit/server/record_audit'
import { AccessControl } from '#core/kernel/module_services'
import { ModuleRegistry } from '#core/kernel/module_registry'
import { SettingsStore } from '#core/settings/server/settings_store'
import { settingsSchemaOf } from '#core/settings/server/settings_schema'
import { SUPER_ADMIN } from '#core/accounts/permissions'
import { STALE_APPEARANCE_MESSAGE } from '../../shared/appearance_values.js'
import { AppearanceStore, StaleAppearanceVersion } from '../appearance_store.js'
import { isEditorSetting } from '../editor_settings.js'
import { checkThemes, saveAppearanceValidator } from '../validators/appearance_validator.js'

const CUSTOM_CODE_REFUSED = 'Only super admins can change custom code.'

/** appearance: what the appearance editor shows and its saves (permission appearance.update). */
export default class AppearanceController {
  /** GET appearance -> { values, fields } (fields: the settings schema entries of the editor's settings). */
  async show() {
    const { store, registry } = await this.#services()
    const values = await store.read()
    const schema = registry.settingsSchema()
    const fields = Object.entries(schema)
      .filter(([key]) => isEditorSetting(key))
      // A json setting's VineJS shape stays on the server.
      .map(([key, { shape: _shape, ...entry }]) => ({ key, ...entry, value: values.settings[key] }))
    return { values, fields }
  }

  /**
   * PUT appearance { version, settings?, themes?, custom_code? } -> { values }.
   * 409 when someone saved since `version`; 403 when custom code changes and
   * the admin is no super admin; 422 naming every wrong value. Audited.
   */
  async update(ctx: HttpContext) {
    const { request, response, auth } = ctx
    const input = await request.validateUsing(saveAppearanceValidator)
    if (input.themes) checkThemes(input.themes)
    const { store } = await this.#services()
    const settings = input.settings ? await store.validateSettings(input.settings) : undefined
    const before = await store.read()
    if (input.custom_code && changesCustomCode(input.custom_code, before.custom_code)) {
      const granted = await (await app.container.make(AccessControl)).grantsOf(auth.user!.id as number)
      if (!granted(SUPER_ADMIN)) return response.forbidden({ message: CUSTOM_CODE_REFUSED })
    }
    try {
      await db.transaction(async (trx) => {
        await store.save(trx, { ...input, settings })
        await recordAudit(trx, {
          action: 'appearance.updated',
          subject: { type: 'appearance', id: null },
          before: auditView(before, input, settings),
          after: auditView({ ...before, settings: { ...before.settings, ...settings } }, input, settings, true),
        })
      })
    } catch (error) {
      if (error instanceof StaleAppearanceVersion) return response.conflict({ message: STALE_APPEARANCE_MESSAGE })
      throw error
    }
    return { values: await store.read() }
  }

  async #services() {
    const registry = await app.container.make(ModuleRegistry)
    const store = new AppearanceStore(await app.container.make(SettingsStore), settingsSchemaOf(registry))
    return { store, registry }
  }
}

function changesCustomCode(sent: { css?: string | null; html?: string | null }, stored: { css: string; html: string }) {
  return (sent.css !== undefined && (sent.css ?? '') !== stored.css) || (sent.html !== undefined && (sent.html ?? '') !== stored.html)
}

/** What the audit log keeps: the changed settings, the themes' names and the custom code's sizes. */
function auditView(
  values: Awaited<ReturnType<AppearanceStore['read']>>,
  input: { themes?: Array<{ name: string }>; custom_code?: { css?: string | null; html?: string | null } },
  settings: Record<string, unknown> | undefined,
  after = false
) {
  return {
    settings: Object.fromEntries(Object.keys(settings ?? {}).map((key) => [key, values.settings[key] ?? null])),
    ...(input.themes && { themes: (after ? input.themes : values.themes).map((theme) => theme.name) }),
    ...(input.custom_code && {
      custom_code: after
        ? { css: (input.custom_code.css ?? values.custom_code.css).length, html: (input.custom_code.html ?? values.custom_code.html).length }
        : { css: values.custom_code.css.length, html: values.custom_code.html.length },
    }),
  }
}
