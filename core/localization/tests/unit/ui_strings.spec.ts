import { readFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { ModuleRegistry } from '#core/kernel/module_registry'
import { fromRoot, PROJECT_ROOT } from '#core/kernel/paths'
import { CORE_LINES_FILE, uiStringsByLinesFile, uiStringsIn } from '#core/localization/ui_strings'
import { translatedModules } from '#core/localization/module_lines'

async function linesOf(file: string): Promise<Record<string, string>> {
  return existsSync(fromRoot(file)) ? JSON.parse(await readFile(fromRoot(file), 'utf8')) : {}
}

test.group('Interface strings', () => {
  test('finds trans() and transChoice() texts, with escapes, and skips variables', ({ assert }) => {
    const source = `
      trans('Play')
      trans("Don't stop", { count })
      trans('It\\'s :name', { name })
      trans(label)
      transChoice(trans, items.length, ':count song', ':count songs')
    `
    assert.deepEqual(uiStringsIn(source), ['Play', "Don't stop", "It's :name", ':count song', ':count songs'])
  })

  test('a text belongs to core when the core web app uses it, else to each module that uses it', async ({ assert }) => {
    const byFile = await uiStringsByLinesFile(PROJECT_ROOT, [
      { folder: 'plugins/music', linesFile: 'plugins/music/lang/en.json' },
      { folder: 'tests/fixtures/echo' },
    ])
    const music = byFile.get('plugins/music/lang/en.json')!
    assert.include(music, 'Liked songs')
    assert.notInclude(music, 'Skip to content')
    assert.include(byFile.get(CORE_LINES_FILE)!, 'Skip to content')
    assert.notInclude(byFile.get(CORE_LINES_FILE)!, 'Liked songs')
  })

  test('every text the web app translates is a line of its module’s lang/en.json (run npm run i18n:extract)', async ({ assert }) => {
    const registry = await app.container.make(ModuleRegistry)
    for (const [file, texts] of await uiStringsByLinesFile(PROJECT_ROOT, translatedModules(registry))) {
      const lines = await linesOf(file)
      assert.deepEqual(texts.filter((text) => !(text in lines)), [], file)
    }
  })

  test('core’s lines file lists no text that only a module’s own web code uses', async ({ assert }) => {
    const registry = await app.container.make(ModuleRegistry)
    const byFile = await uiStringsByLinesFile(PROJECT_ROOT, translatedModules(registry))
    const core = await linesOf(CORE_LINES_FILE)
    const moduleOnly = [...byFile].filter(([file]) => file !== CORE_LINES_FILE).flatMap(([, texts]) => texts)
    assert.deepEqual(moduleOnly.filter((text) => text in core), [])
  })
})
