import { posix } from 'node:path'
import { flags } from '@adonisjs/core/ace'
import LucidMakeSeeder from '@adonisjs/lucid/commands/make_seeder'
import { moduleFolderOrFail } from './module_folder.js'
import { moduleStubsRoot } from './stubs.js'

/**
 * Lucid's make:seeder, plus `--module=<id>`: a module seeder (run by
 * `node ace setup`, idempotent) in that module's server/seeders. The
 * manifest's `seeders` lists it: the command prints the line to add.
 */
export default class MakeSeeder extends LucidMakeSeeder {
  @flags.string({ description: 'Id of the core module or plugin whose server/seeders gets the file' })
  declare module?: string

  async run() {
    if (!this.module) return super.run()
    const folder = moduleFolderOrFail(this, this.module)
    if (!folder) return
    const entity = this.app.generators.createEntity(this.name)
    const codemods = await this.createCodemods()
    await codemods.makeUsingStub(moduleStubsRoot, 'make/seeder/module.stub', { entity, module: { folder } })
    const file = posix.join(entity.path, this.app.generators.seederFileName(entity.name).replace(/\.ts$/, '.js'))
    this.logger.info(`Run it from ${folder}/plugin.ts: seeders: [..., () => import('./server/seeders/${file}')]`)
  }
}
