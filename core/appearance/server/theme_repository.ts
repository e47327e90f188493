import db from '@adonisjs/lucid/services/db'
import type { BootstrapTheme } from '#core/kernel/shared/bootstrap_data'
import { ReadCache } from '#core/kernel/cache/read_cache'

/** Every shell carries the themes: read once per write, not per page. */
const themesRead = new ReadCache<BootstrapTheme[]>('appearance.themes')

/** Reads themes in the shape the web app applies. */
export class ThemeRepository {
  /** Shared until the next write: callers must not change it. */
  all(): Promise<BootstrapTheme[]> {
    return themesRead.get('all', () => this.#read())
  }

  /** Read now, past the cache (the appearance editor edits these). */
  fresh(): Promise<BootstrapTheme[]> {
    return this.#read()
  }

  async #read(): Promise<BootstrapTheme[]> {
    const rows = await db.from('themes').orderBy('id')
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      is_dark: Boolean(row.is_dark),
      default_light: Boolean(row.default_light),
      default_dark: Boolean(row.default_dark),
      values: JSON.parse(row.values),
      font: row.font ? JSON.parse(row.font) : null,
    }))
  }
}
