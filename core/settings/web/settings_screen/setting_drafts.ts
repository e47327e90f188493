import type { SettingField } from './settings_api.js'

/** What a field holds while it is edited: text for text-like inputs, a flag for switches. */
export type Draft = string | boolean

/** The field's stored value as its input shows it (secrets start empty: they are never sent back). */
export function draftOf(field: SettingField): Draft {
  if (field.secret) return ''
  const value = field.value
  if (field.type === 'boolean') return value === true || value === 'true' || value === 1
  if (value === null || value === undefined) return ''
  if (field.type === 'json') return JSON.stringify(value, null, 2)
  return String(value)
}

export class InvalidJsonError extends Error {
  constructor(readonly key: string) {
    super(`${key} is not valid JSON`)
  }
}

/** The value a draft is saved as: numbers as numbers, JSON parsed, an emptied field as null. */
export function valueOf(field: SettingField, draft: Draft): unknown {
  if (typeof draft === 'boolean') return draft
  if (draft.trim() === '') return null
  if (field.type === 'number') return Number(draft)
  if (field.type === 'json') {
    try {
      return JSON.parse(draft)
    } catch {
      throw new InvalidJsonError(field.key)
    }
  }
  return draft
}

/** Whether the field was edited away from what is stored (a secret: whether anything was typed in it). */
export function isChanged(field: SettingField, drafts: Record<string, Draft>) {
  if (!(field.key in drafts)) return false
  const draft = drafts[field.key]
  return field.secret ? draft !== '' : draft !== draftOf(field)
}

/** The settings to send: the changed fields only, as saved values (InvalidJsonError for broken JSON). */
export function changedValues(fields: readonly SettingField[], drafts: Record<string, Draft>) {
  const values: Record<string, unknown> = {}
  for (const field of fields)
    if (isChanged(field, drafts)) values[field.key] = valueOf(field, drafts[field.key])
  return values
}
