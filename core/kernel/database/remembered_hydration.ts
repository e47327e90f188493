import type { LucidModel, LucidRow, ModelAttributes } from '@adonisjs/lucid/types/model'
import { RecentMap } from '../recent_map.js'
import { approximateBytes } from '../approximate_bytes.js'

type Row = Record<string, unknown>

interface Hydrated {
  row: Row
  attributes: Row
  extras: Row
}

/**
 * Builds models of `Model` from database rows and remembers, per key, the
 * last row and what its columns became. When the same row comes back (every
 * column strictly equal), the new model starts from those attributes instead
 * of consuming each column again: for the signed-in user, read on every
 * request, consuming meant five luxon date parses and a proxied set per
 * column (about a tenth of a small API request's CPU).
 *
 * Every model is a fresh instance with its own attribute objects, so one
 * request changing its model never reaches another's. The attribute values
 * themselves are shared: only for models whose columns hold immutable values
 * (strings, numbers, booleans, null, luxon DateTime), never objects or
 * arrays a caller could change in place. A row with any other value (a
 * Buffer, MySQL's Date objects) never equals a remembered one and is simply
 * consumed as usual.
 */
export class RememberedHydration<Model extends LucidModel> {
  #seen: RecentMap<unknown, Hydrated>

  constructor(
    readonly model: Model,
    max = 10_000,
    maxBytes = 16 * 1024 * 1024
  ) {
    this.#seen = new RecentMap(max, { maxBytes, sizeOf: (_key, seen) => approximateBytes(seen) })
  }

  /** A persisted model of `row`, which is the row of `key` (its primary key). */
  hydrate(key: unknown, row: Row): InstanceType<Model> {
    const seen = this.#seen.get(key)
    if (seen && sameRow(seen.row, row)) return this.#fromAttributes(seen)
    const model = this.model.$createFromAdapterResult(row)! as InstanceType<Model>
    this.#seen.set(key, { row, attributes: { ...model.$attributes }, extras: { ...model.$extras } })
    return model
  }

  #fromAttributes(seen: Hydrated): InstanceType<Model> {
    const model = new this.model() as LucidRow
    model.$attributes = { ...seen.attributes } as ModelAttributes<LucidRow>
    // What $hydrateOriginals does with a deep merge; the values are immutable, so a copy of the object is the same.
    model.$original = { ...seen.attributes } as ModelAttributes<LucidRow>
    model.$extras = { ...seen.extras }
    model.$isPersisted = true
    model.$isLocal = false
    return model as InstanceType<Model>
  }
}

/** Strict equality of every column: an object value (each read makes new ones) never matches. */
function sameRow(remembered: Row, row: Row) {
  const columns = Object.keys(row)
  return columns.length === Object.keys(remembered).length && columns.every((column) => remembered[column] === row[column])
}
