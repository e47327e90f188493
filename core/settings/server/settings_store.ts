import db from '@adonisjs/lucid/services/db'
import { dropReads } from '#core/kernel/cache/read_cache'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { ModuleRegistry } from '#core/kernel/module_registry'
import { nestDottedKeys } from '#core/kernel/shared/nested_settings'

/**
 * How long a process trusts its copy before re-reading: an admin's save on
 * one app node (or in one worker) reaches every other process within this.
 * Re-reading is one small query per process per period, cheaper than
 * telling every node (no Redis bus needed on a single machine).
 */
const CACHE_TTL_MS = 10_000

/**
 * Typed, cached access to site settings. Defaults come from every module's
 * manifest; stored rows (JSON values) override them. Reads are synchronous
 * from the in-memory copy, refreshed by `refresh()` once it is stale: the
 * shell, the settings readers of each module and the workers call it
 * before they read, so changes apply everywhere within CACHE_TTL_MS.
 */
export class SettingsStore {
  #stored = new Map<string, unknown>()
  /** publicNested() until the stored values change: every shell asks for it (~0.1 ms to build). Shared: never changed by callers. */
  #publicNested: Record<string, any> | null = null
  #loadedAt = 0
  /** The re-read under way: requests arriving meanwhile wait for it instead of each reading the table. */
  #loading: Promise<void> | null = null

  constructor(
    private registry: ModuleRegistry,
    private ttlMs = CACHE_TTL_MS
  ) {}

  get<T = unknown>(key: string, fallback?: T): T {
    if (this.#stored.has(key)) return this.#stored.get(key) as T
    const defaults = this.registry.settingsDefaults()
    return (key in defaults ? defaults[key] : fallback) as T
  }

  /** Every setting, defaults merged with stored values. */
  all(): Record<string, unknown> {
    return { ...this.registry.settingsDefaults(), ...Object.fromEntries(this.#stored) }
  }

  /** Settings the browser may see, nested by their dotted keys. */
  publicNested(): Record<string, any> {
    if (this.#publicNested) return this.#publicNested
    const hidden = this.registry.privateSettingKeys()
    const visible = Object.entries(this.all()).filter(([key]) => !hidden.has(key))
    return (this.#publicNested = nestDottedKeys(Object.fromEntries(visible)))
  }

  /** Re-reads stored values when the cached copy is older than the TTL (always when forced). */
  async refresh(force = false) {
    if (!force && Date.now() - this.#loadedAt < this.ttlMs) return
    if (!force && this.#loading) return this.#loading
    const loading = this.#load()
    this.#loading = loading
    try {
      await loading
    } finally {
      if (this.#loading === loading) this.#loading = null
    }
  }

  async #load() {
    const rows: Array<{ name: string; value: string | null }> = await db.from('settings').select('name', 'value')
    this.#stored = new Map(rows.map((row) => [row.name, parseValue(row.value)]))
    this.#publicNested = null
    this.#loadedAt = Date.now()
  }

  /**
   * Saves values (one transaction) and updates this node's copy. Pages and
   * shells show settings: a save of its own drops the read caches once
   * committed; one inside the caller's transaction is dropped by the caller
   * (a write request, when it ends).
   */
  async save(values: Record<string, unknown>, trx?: TransactionClientContract) {
    const now = new Date()
    const rows = Object.entries(values).map(([name, value]) => ({
      name,
      value: JSON.stringify(value),
      created_at: now,
      updated_at: now,
    }))
    if (!rows.length) return
    const write = async (client: TransactionClientContract) => {
      await client.knexQuery().table('settings').insert(rows).onConflict('name').merge(['value', 'updated_at'])
    }
    if (trx) await write(trx)
    else await db.transaction(write)
    for (const [name, value] of Object.entries(values)) this.#stored.set(name, value)
    this.#publicNested = null
    if (!trx) await dropReads()
  }

  /** Stores defaults of keys that have no row yet (seeding); never overwrites. */
  async seedDefaults() {
    await this.refresh(true)
    const missing = Object.entries(this.registry.settingsDefaults()).filter(([key]) => !this.#stored.has(key))
    await this.save(Object.fromEntries(missing))
  }
}

function parseValue(value: string | null): unknown {
  if (value === null) return null
  try {
    return JSON.parse(value)
  } catch {
    return value
  }
}
