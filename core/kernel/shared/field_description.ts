/**
 * How a form field is drawn and checked: the settings schema's entries are
 * field descriptions (with a `group`), and admin forms describe their other
 * fields the same way, so one component draws them all (web/src/ui/described_field.tsx)
 * and one function checks them in the browser before the server does.
 */

/** Field kinds the admin forms know how to draw. */
export const FIELD_TYPES = ['string', 'text', 'number', 'boolean', 'select', 'url', 'email', 'image', 'json'] as const
export type FieldType = (typeof FIELD_TYPES)[number]

export interface FieldRules {
  /** A value is needed (an empty text counts as none). */
  required?: boolean
  /** Characters of a text, or the value of a number. */
  min?: number
  max?: number
  /** A regular expression the whole text must match. */
  pattern?: string
}

export interface FieldDescription {
  type: FieldType
  label: string
  description?: string
  /** Choices of a 'select'. */
  options?: Array<{ value: string; label: string }>
  /** Write-only: never sent to the browser, not even to admins (credentials, keys). */
  secret?: boolean
  /** Checked on every write (by the server) and as the person types (by the form). */
  validation?: FieldRules
}

/**
 * The first rule a field's value breaks, as a message with `:placeholders`
 * for translation, or null. The server's VineJS rules say the same in their
 * own words; these only keep a form from sending what would be refused.
 */
export function brokenRule(field: Pick<FieldDescription, 'type' | 'validation'>, value: unknown): { message: string; values?: Record<string, string> } | null {
  const rules = field.validation ?? {}
  const empty = value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
  if (empty) return rules.required ? { message: 'This field is required.' } : null
  if (field.type === 'number') {
    const number = typeof value === 'number' ? value : Number(value)
    if (!Number.isFinite(number)) return { message: 'Enter a number.' }
    if (rules.min !== undefined && number < rules.min) return { message: 'Enter :min or more.', values: { min: String(rules.min) } }
    if (rules.max !== undefined && number > rules.max) return { message: 'Enter :max or less.', values: { max: String(rules.max) } }
    return null
  }
  if (typeof value !== 'string') return null
  if (rules.min !== undefined && value.length < rules.min) return { message: 'Enter at least :min characters.', values: { min: String(rules.min) } }
  if (rules.max !== undefined && value.length > rules.max) return { message: 'Enter at most :max characters.', values: { max: String(rules.max) } }
  if (rules.pattern && !new RegExp(`^(?:${rules.pattern})$`).test(value)) return { message: 'This value is not in the expected format.' }
  if (field.type === 'email' && !EMAIL.test(value.trim())) return { message: 'Enter a valid email address.' }
  if (field.type === 'url' && !isWebAddress(value.trim())) return { message: 'Enter a valid web address.' }
  return null
}

/** Roughly what VineJS's email rule accepts: something@domain.tld, no spaces (the server has the last word). */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

function isWebAddress(text: string) {
  return URL.canParse(text) && /^https?:$/.test(new URL(text).protocol)
}
