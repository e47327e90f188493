import { readFile } from 'node:fs/promises'
import db from '@adonisjs/lucid/services/db'
import type { ModuleSeeder } from '#core/kernel/contract'

/** The UI texts in English, each mapped to itself: the source every other language translates. */
async function readEnglishLines(): Promise<Record<string, string>> {
  return JSON.parse(await readFile(new URL('../../lang/en.json', import.meta.url), 'utf8'))
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
