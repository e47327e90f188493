import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { ESLint } from 'eslint'

const BOUNDARY_MESSAGE = 'core must not import from plugins'

/** Lints `code` with the project's eslint.config.js as if it were saved at `filePath`. */
async function lintAs(filePath: string, code: string) {
  const eslint = new ESLint({ cwd: app.makePath() })
  const [result] = await eslint.lintText(code, { filePath })
  return result.messages
}

/** ARCHITECTURE.md: core never imports from plugins/; the lint rule is what enforces it. */
test.group('Lint boundary between core and plugins', () => {
  test('core importing a plugin through the #plugins alias is an error', async ({ assert }) => {
    const messages = await lintAs(
      'core/x/some.ts',
      `import music from '#plugins/music/plugin'\n\nexport default music\n`
    )
    assert.lengthOf(messages, 1)
    assert.equal(messages[0].severity, 2)
    assert.include(messages[0].message, `${BOUNDARY_MESSAGE}: "#plugins/music/plugin"`)
  }).timeout(30_000)

  test('core reaching plugins/ through a relative path, static or dynamic, is an error', async ({
    assert,
  }) => {
    const messages = await lintAs(
      'core/x/some.ts',
      `export { default } from '../../plugins/music/plugin.js'\nexport const load = () => import('../../plugins/music/permissions.js')\n`
    )
    assert.deepEqual(
      messages.map((message) => message.message.startsWith(BOUNDARY_MESSAGE)),
      [true, true]
    )
  }).timeout(30_000)

  test('the same import from plugins/ passes, and core importing core passes', async ({
    assert,
  }) => {
    const fromPlugin = await lintAs(
      'plugins/demo/some.ts',
      `import music from '#plugins/music/plugin'\n\nexport default music\n`
    )
    assert.deepEqual(fromPlugin, [])
    const fromCore = await lintAs(
      'core/x/some.ts',
      `import { definePlugin } from '#core/kernel/contract'\n\nexport default definePlugin\n`
    )
    assert.deepEqual(fromCore, [])
  }).timeout(30_000)
})
