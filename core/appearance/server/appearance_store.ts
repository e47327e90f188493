import { errors } from '@vinejs/vine'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { SettingsStore } from '#core/settings/server/settings_store'
import type { SettingsSchema } from '#core/settings/server/settings_schema'
import type { AppearanceValues } from '../shared/appearance_values.js'
import { APPEARANCE_VERSION_KEY, CUSTOM_CSS_KEY, CUSTOM_HTML_KEY, isEditorSetting, UNSCHEMED_EDITOR_SETTINGS } from './editor_settings.js'
import { ThemeRepository } from './theme_repository.js'
import type { SaveAppearanceInput } from './validators/appearance_validator.js'

/** A save that names a version someone else's save has replaced. */
export class StaleAppearanceVersion extends Error {}

/** Reads and writes what the appearance editor edits: editor settings, the themes table and custom code. */
export class AppearanceStore {
  constructor(
    private settings: SettingsStore,
    private schema: SettingsSchema
  ) {}

  /** The editor's values, read fresh (never the per-process copy: the version must be current). */
  async read(): Promise<AppearanceValues> {
    await this.settings.refresh(true)
    const all = this.settings.all()
    const settings = Object.fromEntries(Object.entries(all).filter(([key]) => isEditorSetting(key)))
    return {
      settings,
      themes: await new ThemeRepository().fresh(),
      custom_code: { css: String(all[CUSTOM_CSS_KEY] ?? ''), html: String(all[CUSTOM_HTML_KEY] ?? '') },
      version: Number(all[APPEARANCE_VERSION_KEY] ?? 0),
    }
  }

  /** Keys outside the editor's are refused and each value is checked by its validator: one 422 naming them all. */
  async validateSettings(values: Record<string, unknown>): Promise<Record<string, unknown>> {
    const messages: unknown[] = Object.keys(values)
      .filter((key) => !isEditorSetting(key))
      .map((key) => ({ field: key, message: `${key} is not changed in the appearance editor`, rule: 'known' }))
    const valid: Record<string, unknown> = {}
    const check = async (validate: () => Promise<Record<string, unknown>>) => {
      try {
        Object.assign(valid, await validate())
      } catch (error) {
        if (!(error instanceof errors.E_VALIDATION_ERROR)) throw error
        messages.push(...error.messages)
      }
    }
    const editable = Object.entries(values).filter(([key]) => isEditorSetting(key))
    const schemed = editable.filter(([key]) => !(key in UNSCHEMED_EDITOR_SETTINGS))
    await check(() => this.schema.validate(Object.fromEntries(schemed)))
    for (const [key, value] of editable.filter(([name]) => name in UNSCHEMED_EDITOR_SETTINGS))
      await check(() => UNSCHEMED_EDITOR_SETTINGS[key].validate({ [key]: value }))
    if (messages.length) throw new errors.E_VALIDATION_ERROR(messages)
    return valid
  }

  /**
   * Applies one save in the caller's transaction, first moving the version
   * from `input.version` to the next: a save based on an older version
   * throws StaleAppearanceVersion and changes nothing.
   */
  async save(trx: TransactionClientContract, input: SaveAppearanceInput & { settings?: Record<string, unknown> }) {
    await bumpVersion(trx, input.version)
    const values: Record<string, unknown> = { ...input.settings }
    if (input.custom_code?.css !== undefined) values[CUSTOM_CSS_KEY] = input.custom_code.css ?? ''
    if (input.custom_code?.html !== undefined) values[CUSTOM_HTML_KEY] = input.custom_code.html ?? ''
    await this.settings.save(values, trx)
    if (input.themes) await replaceThemes(trx, input.themes)
  }
}

/**
 * Compare and set on the version row: of two saves based on the same
 * version, the second finds the row changed (MariaDB re-reads the row it
 * waited for; SQLite runs writes one at a time) and updates nothing.
 */
async function bumpVersion(trx: TransactionClientContract, expected: number) {
  const now = new Date()
  const row = await trx.from('settings').where('name', APPEARANCE_VERSION_KEY).select('value').first()
  const current = row ? Number(JSON.parse(row.value)) : 0
  if (current !== expected) throw new StaleAppearanceVersion()
  const next = JSON.stringify(current + 1)
  if (!row) {
    await trx.insertQuery().table('settings').insert({ name: APPEARANCE_VERSION_KEY, value: next, created_at: now, updated_at: now })
    return
  }
  const changed = await trx.from('settings').where('name', APPEARANCE_VERSION_KEY).where('value', row.value).update({ value: next, updated_at: now })
  if (Number(changed) !== 1 && !(Array.isArray(changed) && changed[0] === 1)) throw new StaleAppearanceVersion()
}

/** The list becomes the themes table: rows it names are updated, new ones (negative ids) inserted, the rest deleted. */
async function replaceThemes(trx: TransactionClientContract, themes: NonNullable<SaveAppearanceInput['themes']>) {
  const now = new Date()
  const existing = new Set((await trx.from('themes').select('id')).map((row) => Number(row.id)))
  const kept: number[] = []
  for (const theme of themes) {
    const row = {
      name: theme.name,
      is_dark: theme.is_dark,
      default_light: theme.default_light,
      default_dark: theme.default_dark,
      values: JSON.stringify(theme.values),
      font: theme.font ? JSON.stringify({ family: theme.font.family }) : null,
      updated_at: now,
    }
    if (existing.has(theme.id)) {
      await trx.from('themes').where('id', theme.id).update(row)
      kept.push(theme.id)
    } else {
      const [inserted] = await trx.insertQuery().table('themes').insert({ ...row, created_at: now })
      kept.push(Number(typeof inserted === 'object' ? (inserted as { id: number }).id : inserted))
    }
  }
  await trx.from('themes').whereNotIn('id', kept).delete()
}
