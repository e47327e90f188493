import { existsSync } from 'node:fs'
import { readFile, rm, writeFile } from 'node:fs/promises'
import { pathToFileURL } from 'node:url'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { validateManifest } from '#core/kernel/manifest_validator'

const PLUGIN_ID = 'tmp-scaffold-check'
const PLUGIN_FOLDER = app.makePath('plugins', PLUGIN_ID)

/** Runs `node ace make:plugin <id>` in this process and collects what it printed on stderr. */
async function makePlugin(id: string) {
  const ace = await app.container.make('ace')
  const command = await ace.exec('make:plugin', [id])
  const errors = command.logger.getLogs().filter((log) => log.stream === 'stderr')
  return { exitCode: command.exitCode, errors: errors.map((log) => log.message).join('\n') }
}

/**
 * The scaffold writes into the real plugins/ folder, as a developer would.
 * The running app has already loaded its registry, so the new folder only
 * matters to this test, and it is removed whatever the outcome.
 */
test.group('node ace make:plugin', (group) => {
  // Raw mode keeps the command's output in memory, where the tests read it.
  group.setup(async () => {
    const ace = await app.container.make('ace')
    ace.ui.switchMode('raw')
    return () => ace.ui.switchMode('normal')
  })

  group.each.setup(async () => {
    await rm(PLUGIN_FOLDER, { recursive: true, force: true })
    return () => rm(PLUGIN_FOLDER, { recursive: true, force: true })
  })

  test('scaffolds a plugin whose manifest passes validation', async ({ assert }) => {
    const { exitCode, errors } = await makePlugin(PLUGIN_ID)
    assert.equal(exitCode, 0, errors)

    for (const file of [
      'plugin.ts',
      'permissions.ts',
      'server/controllers/hello_controller.ts',
      'web/index.ts',
      'web/screens/home_screen.tsx',
      'tests/functional/hello.spec.ts',
    ]) {
      assert.isTrue(existsSync(`${PLUGIN_FOLDER}/${file}`), `${file} was not created`)
    }

    const { default: exported } = await import(pathToFileURL(`${PLUGIN_FOLDER}/plugin.ts`).href)
    const manifest = validateManifest(exported, PLUGIN_ID, `plugins/${PLUGIN_ID}/plugin.ts`)
    assert.equal(manifest.id, PLUGIN_ID)
    assert.equal(manifest.web, 'web/index.ts')
    assert.isFunction(manifest.routes)
    assert.deepEqual(manifest.settings?.defaults, { [`${PLUGIN_ID}.enabled`]: true })
    assert.containsSubset(manifest.permissions, [
      { name: `${PLUGIN_ID}.view`, grantToGuests: true },
    ])
    assert.containsSubset(manifest.menus, [
      { position: 'sidebar-primary', action: `/${PLUGIN_ID}` },
    ])
  })

  test('refuses a folder that already exists and leaves it untouched', async ({ assert }) => {
    await makePlugin(PLUGIN_ID)
    const manifestFile = `${PLUGIN_FOLDER}/plugin.ts`
    await writeFile(manifestFile, '// edited by hand\n')

    const { exitCode, errors } = await makePlugin(PLUGIN_ID)
    assert.equal(exitCode, 1)
    assert.include(errors, `plugins/${PLUGIN_ID} already exists`)
    assert.equal(await readFile(manifestFile, 'utf8'), '// edited by hand\n')
  })

  test('refuses an id that is not lower-case letters, digits and dashes', async ({ assert }) => {
    for (const id of ['Podcasts', 'my_plugin', '9lives', 'trailing-', '../escape']) {
      const { exitCode, errors } = await makePlugin(id)
      assert.equal(exitCode, 1, `"${id}" was accepted`)
      assert.include(errors, 'is not a valid plugin id')
      assert.isFalse(existsSync(app.makePath('plugins', id)))
    }
  })
})
