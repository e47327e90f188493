import { safeStringify } from '@poppinss/utils/json'

/**
 * How response bodies become JSON. The framework's default, safeStringify,
 * walks every value in JavaScript to survive BigInts and circular references,
 * and cost several times the native JSON.stringify on a page's payload (a
 * noticeable share of each API request). Both give the same text for plain
 * data; whatever the native one refuses (a BigInt, a cycle) still goes
 * through safeStringify.
 */
export function serializeJson(value: unknown): string {
  try {
    return JSON.stringify(value)
  } catch {
    return safeStringify(value)!
  }
}
