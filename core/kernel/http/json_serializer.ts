import { safeStringify } from '@poppinss/utils/json'

/**
 * A response body turned into JSON once, however often it is sent: what a
 * read cache keeps, so that a page answered from memory is not serialized
 * again on every request (a tenth of such a request's CPU for a 10 KB page).
 * Return it from a controller like any object; the value must not change
 * afterwards (the text would not follow).
 */
export class SerializedJson {
  readonly text: string

  constructor(value: unknown) {
    this.text = serializeJson(value)
  }
}

/**
 * How response bodies become JSON. The framework's default, safeStringify,
 * walks every value in JavaScript to survive BigInts and circular references,
 * and cost several times the native JSON.stringify on a page's payload (a
 * noticeable share of each API request). Both give the same text for plain
 * data; whatever the native one refuses (a BigInt, a cycle) still goes
 * through safeStringify.
 */
export function serializeJson(value: unknown): string {
  if (value instanceof SerializedJson) return value.text
  try {
    return JSON.stringify(value)
  } catch {
    return safeStringify(value)!
  }
}
