import { existsSync, readdirSync } from 'node:fs'
import { readFile, rm, writeFile } from 'node:fs/promises'
import { pathToFileURL } from 'node:url'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { ESLint } from 'eslint'
import { validateManifest } from '#core/kernel/manifest_validator'

const PLUGIN_ID = 'tmp-scaffold-check'
const PLUGIN_FOLDER = app.makePath('plugins', PLUGIN_ID)

/** Runs `node ace make:plugin <id>` in this process and collects what it printed on stderr. */
async function makePlugin(id: string, flags: string[] = []) {
  const ace = await app.container.make('ace')
  const command = await ace.exec('make:plugin', [id, ...flags])
  const errors = command.logger.getLogs().filter((log) => log.stream === 'stderr')
  command.logger.flushLogs()
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

  test('scaffolds a plugin whose manifest passes validation and declares every part', async ({ assert }) => {
    const { exitCode, errors } = await makePlugin(PLUGIN_ID)
    assert.equal(exitCode, 0, errors)

    for (const file of [
      'plugin.ts',
      'permissions.ts',
      'settings.ts',
      'events.ts',
      'locks.ts',
      'server/models/tmp_scaffold_check_item.ts',
      'server/seeders/welcome_item_seeder.ts',
      'server/jobs/prune_items_job.ts',
      'server/listeners/remove_user_items.ts',
      'server/controllers/items_controller.ts',
      'server/validators/item_validator.ts',
      'server/routes.ts',
      'lang/en.json',
      'web/index.ts',
      'server/search/items_searchable.ts',
      'web/features/items/items_api.ts',
      'web/features/items/routes/items_page.tsx',
      'web/features/items/admin/items_admin_screen.tsx',
      'tests/functional/items.spec.ts',
      'tests/unit/manifest.spec.ts',
    ]) {
      assert.isTrue(existsSync(`${PLUGIN_FOLDER}/${file}`), `${file} was not created`)
    }
    const migrations = readdirSync(`${PLUGIN_FOLDER}/server/migrations`).sort()
    assert.lengthOf(migrations, 2)
    assert.match(migrations[0], /^\d+_create_tmp_scaffold_check_items_table\.ts$/)
    assert.match(migrations[1], /^\d+_index_tmp_scaffold_check_items_for_search\.ts$/)

    const { default: exported } = await import(pathToFileURL(`${PLUGIN_FOLDER}/plugin.ts`).href)
    const manifest = validateManifest(exported, PLUGIN_ID, `plugins/${PLUGIN_ID}/plugin.ts`)
    assert.equal(manifest.web, 'web/index.ts')
    assert.equal(manifest.lang, 'lang')
    assert.isFunction(manifest.routes)
    assert.deepEqual(manifest.settings?.defaults, { [`${PLUGIN_ID}.enabled`]: true, [`${PLUGIN_ID}.retention_days`]: 365 })
    assert.containsSubset(manifest.settings?.schema, { [`${PLUGIN_ID}.retention_days`]: { type: 'number', validation: { min: 1, max: 3650 } } })
    assert.containsSubset(manifest.permissions, [{ name: `${PLUGIN_ID}.view`, grantToGuests: true }, { name: `${PLUGIN_ID}.create` }])
    assert.containsSubset(manifest.menus, [{ position: 'sidebar-primary', action: `/${PLUGIN_ID}` }])
    assert.deepEqual(manifest.events, [`${PLUGIN_ID}:item_created`])
    assert.deepEqual(Object.keys(manifest.listeners ?? {}), ['user:deleted'])
    assert.deepEqual(manifest.schedules, [{ job: `${PLUGIN_ID}.prune_items`, every: '1h' }])
    assert.deepEqual(manifest.locks?.map((lock) => lock.name), [`${PLUGIN_ID}.prune_items`])
    assert.lengthOf(manifest.jobs ?? [], 1)
    assert.lengthOf(manifest.seeders ?? [], 1)
    assert.containsSubset(manifest.searchables, [{ name: 'tmp_scaffold_check_items', table: 'tmp_scaffold_check_items', columns: ['title'], permission: `${PLUGIN_ID}.view` }])
    assert.deepEqual(manifest.admin, [{ path: PLUGIN_ID, label: 'Tmp Scaffold Check', permission: `${PLUGIN_ID}.create`, icon: 'puzzle', section: 'plugins', order: 60 }])
  })

  test('what it generates passes lint, the module boundary rules included', async ({ assert }) => {
    await makePlugin(PLUGIN_ID)
    const results = await new ESLint({ cwd: app.makePath() }).lintFiles([`plugins/${PLUGIN_ID}`])
    const problems = results.flatMap((result) => result.messages.map((message) => `${result.filePath}:${message.line} ${message.ruleId}: ${message.message}`))
    assert.isAbove(results.length, 15, 'every file was linted')
    assert.deepEqual(problems, [])
  }).timeout(90_000)

  test('refuses the id of a module that is already installed', async ({ assert }) => {
    for (const [id, folder] of [['accounts', 'core/accounts'], ['echo', 'tests/fixtures/echo']]) {
      const { exitCode, errors } = await makePlugin(id)
      assert.equal(exitCode, 1, id)
      assert.include(errors, `"${id}" is already the id of a module (${folder})`)
    }
  })

  test('--in writes it elsewhere in the project, and refuses a folder outside it', async ({ assert, cleanup }) => {
    cleanup(() => rm(app.makePath('tmp/make-plugin-in'), { recursive: true, force: true }))
    const made = await makePlugin(PLUGIN_ID, ['--in', 'tmp/make-plugin-in'])
    assert.equal(made.exitCode, 0, made.errors)
    assert.isTrue(existsSync(app.makePath('tmp/make-plugin-in', PLUGIN_ID, 'plugin.ts')))
    assert.isFalse(existsSync(PLUGIN_FOLDER))

    for (const parent of ['../outside', '/tmp/outside']) {
      const refused = await makePlugin(PLUGIN_ID, ['--in', parent])
      assert.equal(refused.exitCode, 1, parent)
      assert.include(refused.errors, '--in must be a folder inside the project')
    }
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
