import type { HttpContext } from '@adonisjs/core/http'
import { SubsonicError, ERROR, missingParameter } from './protocol.js'

/**
 * The parameters of a Subsonic call, from the query string or a POSTed form
 * (OpenSubsonic formPost), read the protocol's way: a repeated parameter
 * (`id=1&id=2`) is a list, a missing required one is error 10.
 */
export class SubsonicParams {
  #values: Record<string, unknown>

  constructor(ctx: HttpContext) {
    this.#values = ctx.request.all()
  }

  /** Every value of a parameter, as strings. */
  list(name: string): string[] {
    const value = this.#values[name]
    if (value === undefined || value === null) return []
    return (Array.isArray(value) ? value : [value]).map(String)
  }

  string(name: string): string | null {
    return this.list(name)[0] ?? null
  }

  requiredString(name: string): string {
    const value = this.string(name)
    if (value === null || value === '') throw missingParameter(name)
    return value
  }

  /** Every value of a repeated integer parameter (songIndexToRemove=0&songIndexToRemove=3); error 0 for one that is not a number. */
  integers(name: string): number[] {
    return this.list(name).map((text) => {
      if (!/^\d{1,9}$/.test(text)) throw new SubsonicError(ERROR.generic, `Parameter ${name} must be an integer`)
      return Number(text)
    })
  }

  /** An integer parameter, bounded; the default when absent; error 0 when it is not a number. */
  integer(name: string, { fallback, min = 0, max = Number.MAX_SAFE_INTEGER }: { fallback: number; min?: number; max?: number }): number {
    const text = this.string(name)
    if (text === null || text === '') return fallback
    if (!/^-?\d+$/.test(text)) throw new SubsonicError(ERROR.generic, `Parameter ${name} must be an integer`)
    return Math.min(max, Math.max(min, Number(text)))
  }
}
