import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { test } from '@japa/runner'
import { ENGLISH_LINES_FILE, findUiStrings, uiStringsIn } from '#core/localization/ui_strings'

const root = new URL('../../../../', import.meta.url).pathname

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

  test('every text the web app translates is a line of lang/en.json (run npm run i18n:extract)', async ({
    assert,
  }) => {
    const lines: Record<string, string> = JSON.parse(await readFile(join(root, ENGLISH_LINES_FILE), 'utf8'))
    const missing = (await findUiStrings(root)).filter((text) => !(text in lines))
    assert.deepEqual(missing, [])
  })
})
