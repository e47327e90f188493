import vine, { errors } from '@vinejs/vine'
import type { SettingSchemaEntry } from '#core/kernel/contract'
import type { ModuleRegistry } from '#core/kernel/module_registry'

/** One setting as the admin forms draw it. Secret values never leave the server: only whether one is set. */
export type SettingField = SettingSchemaEntry & { key: string } & ({ value: unknown } | { secret: true; is_set: boolean })

type Validator = { validate(data: unknown): Promise<Record<string, unknown>> }

/** The VineJS rule of one setting, from its declared type and validation; every key is optional (partial saves). */
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
      return vine.any()
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
  #validator?: Validator

  constructor(private registry: ModuleRegistry) {}

  /** Every declared setting with its current value (secrets: only whether one is set). */
  fields(values: Record<string, unknown>): SettingField[] {
    return Object.entries(this.registry.settingsSchema()).map(([key, entry]) =>
      entry.secret ? { key, ...entry, secret: true, is_set: values[key] !== null && values[key] !== '' && values[key] !== undefined } : { key, ...entry, value: values[key] }
    )
  }

  /** The values to store, or a 422 validation error naming each wrong or unknown key. */
  async validate(values: unknown): Promise<Record<string, unknown>> {
    const schema = this.registry.settingsSchema()
    if (!values || typeof values !== 'object' || Array.isArray(values)) {
      throw new errors.E_VALIDATION_ERROR([{ field: 'settings', message: 'The settings field must be an object of setting keys and values', rule: 'object' }])
    }
    const unknown = Object.keys(values).filter((key) => !(key in schema))
    if (unknown.length) {
      throw new errors.E_VALIDATION_ERROR(unknown.map((key) => ({ field: key, message: `${key} is not a setting that can be changed`, rule: 'known' })))
    }
    this.#validator ??= vine.compile(vine.object(Object.fromEntries(Object.entries(schema).map(([key, entry]) => [key, ruleFor(entry).optional()]))))
    const valid = await this.#validator.validate(values)
    return Object.fromEntries(Object.entries(valid).filter(([key]) => key in values))
  }
}

const schemas = new WeakMap<ModuleRegistry, SettingsSchema>()

/** The registry's schema, built (and its validator compiled) once. */
export function settingsSchemaOf(registry: ModuleRegistry): SettingsSchema {
  let schema = schemas.get(registry)
  if (!schema) schemas.set(registry, (schema = new SettingsSchema(registry)))
  return schema
}
