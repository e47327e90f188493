import vine, { errors, SimpleMessagesProvider } from '@vinejs/vine'
import type { SettingSchemaEntry } from '#core/kernel/contract'
import type { ModuleRegistry } from '#core/kernel/module_registry'

/** One setting as the admin forms draw it. Secret values never leave the server: only whether one is set. */
export type SettingField = SettingSchemaEntry & { key: string } & ({ value: unknown } | { secret: true; is_set: boolean })

type Validator = { validate(data: unknown): Promise<Record<string, unknown>> }

/** The VineJS rule of one setting, from its declared type and validation; unless required, null clears it. */
function ruleFor(entry: SettingSchemaEntry) {
  const { min, max, pattern, required } = entry.validation ?? {}
  const nullable = <T extends { nullable(): any }>(rule: T) => (required ? rule : rule.nullable())
  switch (entry.type) {
    case 'boolean':
      return vine.boolean()
    case 'number': {
      let rule = vine.number()
      if (min !== undefined) rule = rule.min(min)
      if (max !== undefined) rule = rule.max(max)
      return nullable(rule)
    }
    case 'select':
      return nullable(vine.enum((entry.options ?? []).map((option) => option.value)))
    case 'json':
      return entry.shape ?? vine.any()
    default: {
      let rule = entry.type === 'url' ? vine.string().trim().url() : entry.type === 'email' ? vine.string().trim().email() : vine.string().trim()
      // An image is a file of this site ('/storage/...') or an address the browser loads as it is.
      if (entry.type === 'image') rule = rule.regex(/^(\/|https?:\/\/)/)
      if (min !== undefined) rule = rule.minLength(min)
      rule = rule.maxLength(max ?? (entry.type === 'text' ? 65_535 : 1000))
      if (pattern !== undefined) rule = rule.regex(new RegExp(pattern))
      return nullable(rule)
    }
  }
}

/**
 * The settings an admin may change (every module's `settings.schema`):
 * described for the admin forms and checked on write through VineJS rules
 * built from the declarations. Keys outside the schema are refused.
 */
export class SettingsSchema {
  /** One compiled validator per key: a save sends some keys, and each one sent must be valid (null included). */
  #validators = new Map<string, Validator>()

  constructor(private registry: ModuleRegistry) {}

  /** Every declared setting with its current value (secrets: only whether one is set). */
  fields(values: Record<string, unknown>): SettingField[] {
    // A json setting's VineJS shape stays on the server.
    return Object.entries(this.registry.settingsSchema()).map(([key, { shape: _shape, ...entry }]) =>
      entry.secret ? { key, ...entry, secret: true, is_set: values[key] !== null && values[key] !== '' && values[key] !== undefined } : { key, ...entry, value: values[key] }
    )
  }

  /** The values to store, or a 422 validation error naming each wrong or unknown key. */
  async validate(values: unknown): Promise<Record<string, unknown>> {
    const schema = this.registry.settingsSchema()
    if (!values || typeof values !== 'object' || Array.isArray(values)) {
      throw new errors.E_VALIDATION_ERROR([{ field: 'settings', message: 'The settings field must be an object of setting keys and values', rule: 'object' }])
    }
    const valid: Record<string, unknown> = {}
    const messages: unknown[] = []
    for (const [key, value] of Object.entries(values)) {
      if (!(key in schema)) {
        messages.push({ field: key, message: `${key} is not a setting that can be changed`, rule: 'known' })
        continue
      }
      let validator = this.#validators.get(key)
      if (!validator) {
        const compiled = vine.compile(vine.object({ [key]: ruleFor(schema[key]) }))
        // Messages name the setting as the admin sees it ("The Contact email field ..."); errors stay keyed by the setting.
        compiled.messagesProvider = new SimpleMessagesProvider({}, { [key]: schema[key].label })
        this.#validators.set(key, (validator = compiled))
      }
      try {
        Object.assign(valid, await validator.validate({ [key]: value }))
      } catch (error) {
        if (!(error instanceof errors.E_VALIDATION_ERROR)) throw error
        messages.push(...error.messages)
      }
    }
    if (messages.length) throw new errors.E_VALIDATION_ERROR(messages)
    return valid
  }
}

const schemas = new WeakMap<ModuleRegistry, SettingsSchema>()

/** The registry's schema, built (and its validator compiled) once. */
export function settingsSchemaOf(registry: ModuleRegistry): SettingsSchema {
  let schema = schemas.get(registry)
  if (!schema) schemas.set(registry, (schema = new SettingsSchema(registry)))
  return schema
}
