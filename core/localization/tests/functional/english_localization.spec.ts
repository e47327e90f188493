import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { BOOTSTRAP_GLOBAL } from '#core/kernel/shared/bootstrap_data'
import { LocalizationRepository } from '#core/localization/server/localization_repository'
import englishLocalizationSeeder from '#core/localization/server/seeders/english_localization_seeder'
import { ModuleRegistry } from '#core/kernel/module_registry'
import { moduleLines } from '#core/localization/module_lines'
import { dropReads } from '#core/kernel/cache/read_cache'

/** Every enabled module's lang/en.json, merged. */
async function englishLines(): Promise<Record<string, string>> {
  return moduleLines(await app.container.make(ModuleRegistry), 'en')
}

async function storedEnglish() {
  const rows = await db.from('localizations').where('language', 'en')
  return { count: rows.length, row: rows[0], lines: JSON.parse(rows[0].lines) as Record<string, string> }
}

test.group('English localization', () => {
  test('is seeded once with every UI text of every module’s lang/en.json mapped to itself', async ({ assert }) => {
    const { count, row, lines } = await storedEnglish()
    assert.equal(count, 1)
    assert.equal(row.name, 'English')
    assert.deepEqual(lines, await englishLines())
    // Core's file, the music plugin's and the echo fixture's (tests/fixtures/echo/lang/en.json).
    for (const text of ['Email sent', 'Liked songs', 'The echo fixture says hello']) assert.equal(lines[text], text)
    for (const text of ['Your message has been submitted.', 'Could not verify you are human.', 'There was an issue. Please try again.', 'Loading page...']) {
      assert.equal(lines[text], text)
    }
  })

  test('the shell serves only the lines that differ from their source text in the bootstrap data', async ({ assert, client, cleanup }) => {
    const all = await englishLines()
    const bootstrapLines = async () => {
      const html = (await client.get('/').header('accept', 'text/html')).text()
      const bootstrap = JSON.parse(html.match(new RegExp(`window\\.${BOOTSTRAP_GLOBAL}=(.*?)</script>`))![1])
      assert.equal(bootstrap.i18n.language, 'en')
      return bootstrap.i18n.lines
    }
    assert.deepEqual(await bootstrapLines(), {})

    cleanup(async () => {
      await db.from('localizations').where('language', 'en').update({ lines: JSON.stringify(all) })
      await dropReads()
    })
    await db.from('localizations').where('language', 'en').update({ lines: JSON.stringify({ ...all, 'Email sent': 'Mail sent' }) })
    // A write outside a request drops the read caches itself (core/kernel/cache/read_cache.ts).
    await dropReads()
    assert.deepEqual(await bootstrapLines(), { 'Email sent': 'Mail sent' })
  })

  test('a language without a localization falls back to the English lines', async ({ assert }) => {
    const { language } = await new LocalizationRepository().linesFor('de')
    assert.equal(language, 'en')
  })

  test('running the seeder again keeps an admin edit and adds only the missing lines', async ({ assert, cleanup }) => {
    const all = await englishLines()
    cleanup(async () => {
      await db.from('localizations').where('language', 'en').update({ lines: JSON.stringify(all) })
      await dropReads()
    })
    await db.from('localizations').where('language', 'en').update({ lines: JSON.stringify({ 'Email sent': 'Mail sent' }) })

    await englishLocalizationSeeder.run(await app.container.make('cadenza.host'))

    const { count, lines } = await storedEnglish()
    assert.equal(count, 1)
    assert.equal(lines['Email sent'], 'Mail sent')
    assert.deepEqual(Object.keys(lines).sort(), Object.keys(all).sort())
    assert.equal(lines['Password changed'], 'Password changed')
  })
})
