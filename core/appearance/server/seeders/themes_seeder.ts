import db from '@adonisjs/lucid/services/db'
import type { ModuleSeeder } from '#core/kernel/contract'
import { DEFAULT_THEMES } from '../default_themes.js'

/** Creates the default light and dark themes when no theme exists yet. */
const themesSeeder: ModuleSeeder = {
  async run() {
    const existing = await db.from('themes').count('* as total').first()
    if (Number(existing?.total ?? 0) > 0) return
    const now = new Date()
    await db.table('themes').multiInsert(
      DEFAULT_THEMES.map((theme) => ({ ...theme, values: JSON.stringify(theme.values), font: null, created_at: now, updated_at: now }))
    )
  },
}

export default themesSeeder
