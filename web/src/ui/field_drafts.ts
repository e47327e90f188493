import type { FieldDescription } from '../../../core/kernel/shared/field_description.js'

/** What a described field holds while it is edited: text for text-like inputs, a flag for switches. */
export type Draft = string | boolean

/** A stored value as its field's input shows it (a secret starts empty: it is never sent back). */
export function draftOf(field: Pick<FieldDescription, 'type' | 'secret'>, value: unknown): Draft {
  if (field.secret) return ''
  if (field.type === 'boolean') return value === true || value === 'true' || value === 1
  if (value === null || value === undefined) return ''
  if (field.type === 'json') return JSON.stringify(value, null, 2)
  return String(value)
}

export class InvalidJsonError extends Error {
  constructor(readonly name: string) {
    super(`${name} is not valid JSON`)
  }
}

/** The value a draft is saved as: numbers as numbers, JSON parsed, an emptied field as null. */
export function valueOf(name: string, field: Pick<FieldDescription, 'type'>, draft: Draft): unknown {
  if (typeof draft === 'boolean') return draft
  if (draft.trim() === '') return null
  if (field.type === 'number') return Number(draft)
  if (field.type === 'json') {
    try {
      return JSON.parse(draft)
    } catch {
      throw new InvalidJsonError(name)
    }
  }
  return draft
}
