import { existsSync, readdirSync } from 'node:fs'
import { readFile, rm } from 'node:fs/promises'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { runAce } from '#tests/helpers/app_process'

/** The echo fixture (enabled in every test run) is the module the generators write into. */
const ECHO = 'tests/fixtures/echo/server'

/** Runs `node ace <command>` in this process and collects what it printed. */
async function ace(command: string, args: string[]) {
  const kernel = await app.container.make('ace')
  const ran = await kernel.exec(command, args)
  return { exitCode: ran.exitCode, output: ran.logger.getLogs().map((log) => log.message).join('\n') }
}

/** Files the test made under `folder` (relative to the project root) whose name contains `part`. */
function madeIn(folder: string, part: string) {
  return existsSync(app.makePath(folder)) ? readdirSync(app.makePath(folder)).filter((name) => name.includes(part)).map((name) => `${folder}/${name}`) : []
}

test.group('make:model, make:migration and make:seeder --module', (group) => {
  group.setup(async () => {
    const kernel = await app.container.make('ace')
    kernel.ui.switchMode('raw')
    return () => kernel.ui.switchMode('normal')
  })

  group.each.setup(() => async () => {
    const made = [...madeIn(`${ECHO}/models`, 'gadget'), ...madeIn(`${ECHO}/migrations`, 'gadgets'), ...madeIn(`${ECHO}/seeders`, 'gadget')]
    await Promise.all(made.map((file) => rm(app.makePath(file))))
    await rm(app.makePath(`${ECHO}/models`), { recursive: true, force: true })
    await rm(app.makePath(`${ECHO}/seeders`), { recursive: true, force: true })
  })

  test('make:model -m writes the model and its migration into the module, and the migration is picked up', async ({ assert }) => {
    const { exitCode, output } = await ace('make:model', ['Gadget', '--module=echo', '-m'])
    assert.equal(exitCode, 0, output)
    const model = await readFile(app.makePath(`${ECHO}/models/gadget.ts`), 'utf8')
    assert.include(model, 'export default class Gadget extends BaseModel')
    const [migration] = madeIn(`${ECHO}/migrations`, 'create_gadgets_table')
    assert.exists(migration, 'the migration is in the module')
    assert.include(await readFile(app.makePath(migration), 'utf8'), "protected tableName = 'gadgets'")

    // A fresh process reads the module registry's migration paths: the new file is pending there.
    const status = await runAce(['migration:status'])
    assert.match(status.output, /create_gadgets_table[^\n]*pending/)
  }).timeout(30_000)

  test('make:seeder writes a module seeder and says how to list it in the manifest', async ({ assert }) => {
    const { exitCode, output } = await ace('make:seeder', ['GadgetStarter', '--module=echo'])
    assert.equal(exitCode, 0, output)
    const seeder = await readFile(app.makePath(`${ECHO}/seeders/gadget_starter_seeder.ts`), 'utf8')
    assert.include(seeder, 'const seeder: ModuleSeeder = {')
    assert.include(output, "() => import('./server/seeders/gadget_starter_seeder.js')")
  })

  test('a module that does not exist is refused, naming the modules there are', async ({ assert }) => {
    for (const [command, name] of [['make:model', 'Gadget'], ['make:migration', 'gadgets'], ['make:seeder', 'Gadget']]) {
      const { exitCode, output } = await ace(command, [name, '--module=nope'])
      assert.equal(exitCode, 1, command)
      assert.include(output, 'There is no module "nope"; the modules are accounts,')
    }
    assert.lengthOf(madeIn(`${ECHO}/migrations`, 'gadgets'), 0)
  })

  test('make:model without --module asks for one instead of writing a model that cannot compile', async ({ assert }) => {
    const { exitCode, output } = await ace('make:model', ['Gadget'])
    assert.equal(exitCode, 1)
    assert.include(output, 'Models live in modules: pass --module=<id> (the modules are accounts,')
    assert.isFalse(existsSync(app.makePath('app/models/gadget.ts')))
  })

  test('without --module make:migration is Lucid’s generator', async ({ assert }) => {
    const { exitCode, output } = await ace('make:migration', ['gadgets', '--folder', `${ECHO}/migrations`])
    assert.equal(exitCode, 0, output)
    assert.lengthOf(madeIn(`${ECHO}/migrations`, 'create_gadgets_table'), 1)
  })
})
