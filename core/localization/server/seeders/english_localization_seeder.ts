import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import type { ModuleSeeder } from '#core/kernel/contract'
import { ModuleRegistry } from '#core/kernel/module_registry'
import { moduleLines } from '../../module_lines.js'

/**
 * The UI texts in English, each mapped to itself, from every enabled
 * module's `lang/en.json`: the source every other language translates.
 */
async function readEnglishLines(): Promise<Record<string, string>> {
  return moduleLines(await app.container.make(ModuleRegistry), 'en')
}

/**
 * Creates the English localization, the fallback of every language. On later
 * runs it only adds lines a new release brought: an admin's edits stay.
 */
const englishLocalizationSeeder: ModuleSeeder = {
  async run() {
    const lines = await readEnglishLines()
    await db.transaction(async (trx) => {
      const now = new Date()
      const existing = await trx.from('localizations').where('language', 'en').first()
      if (!existing) {
        await trx.table('localizations').insert({ name: 'English', language: 'en', lines: JSON.stringify(lines), created_at: now, updated_at: now })
        return
      }
      const stored: Record<string, string> = existing.lines ? JSON.parse(existing.lines) : {}
      if (Object.keys(lines).every((text) => text in stored)) return
      await trx.from('localizations').where('id', existing.id).update({ lines: JSON.stringify({ ...lines, ...stored }), updated_at: now })
    })
  },
}

export default englishLocalizationSeeder
