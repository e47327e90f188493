import type { FieldDescription, FieldRules } from './field_description.js'
import type { JsonSchema } from './openapi.js'

/** What a form needs to check one field as the person types: its kind and its rules. */
export type FieldCheck = Pick<FieldDescription, 'type' | 'validation'>

/** Field checks by field name; a nested object's fields are named with dots ('seo.title'), as VineJS names their errors. */
export type FieldChecks = Record<string, FieldCheck>

/**
 * The form rules a request body's validator states, read from its JSON
 * Schema (VineJS 4's `validator.toJSONSchema()`), so a create/edit form
 * checks what the server will check without repeating the numbers:
 * required (in `required` and not nullable), min/max length of texts,
 * minimum/maximum of numbers, a pattern, and the email/url formats.
 * Arrays, booleans and choices are left to the server (a form draws them
 * with widgets that cannot hold a wrong value).
 */
export function fieldChecksOf(schema: JsonSchema, prefix = ''): FieldChecks {
  const checks: FieldChecks = {}
  const required = new Set(schema.required ?? [])
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const path = `${prefix}${name}`
    const types = typesOf(property)
    if (types.includes('object')) {
      Object.assign(checks, fieldChecksOf(property, `${path}.`))
      continue
    }
    const isRequired = required.has(name) && !types.includes('null')
    const check = types.includes('string')
      ? textCheck(property)
      : types.includes('integer') || types.includes('number')
        ? numberCheck(property)
        : undefined
    if (!check) continue
    if (isRequired) check.validation = { required: true, ...check.validation }
    checks[path] = check
  }
  return checks
}

function typesOf(property: JsonSchema): string[] {
  if (Array.isArray(property.type)) return property.type
  return property.type ? [property.type] : []
}

const FORMATS = { email: 'email', uri: 'url', url: 'url' } as const

function textCheck(property: JsonSchema): FieldCheck {
  const format = typeof property.format === 'string' ? FORMATS[property.format as keyof typeof FORMATS] : undefined
  return {
    type: format ?? 'string',
    validation: defined({
      min: numberOr(property.minLength),
      max: numberOr(property.maxLength),
      pattern: typeof property.pattern === 'string' ? wholeTextPattern(property.pattern) : undefined,
    }),
  }
}

function numberCheck(property: JsonSchema): FieldCheck {
  return { type: 'number', validation: defined({ min: numberOr(property.minimum), max: numberOr(property.maximum) }) }
}

/**
 * JSON Schema's pattern may match anywhere in the text; a field rule's
 * matches the whole text (field_description.ts), so the search becomes a
 * whole-text match that allows anything around it (the pattern's own
 * anchors still hold, as nothing but the text's ends can satisfy them).
 */
const wholeTextPattern = (pattern: string) => `[\\s\\S]*(?:${pattern})[\\s\\S]*`

const numberOr = (value: unknown) => (typeof value === 'number' ? value : undefined)

/** The rules without the keys left undefined (so two descriptions compare equal). */
function defined(rules: FieldRules): FieldRules {
  return Object.fromEntries(Object.entries(rules).filter(([, value]) => value !== undefined))
}
