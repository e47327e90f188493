import { flags } from '@adonisjs/core/ace'
import LucidMakeModel from '@adonisjs/lucid/commands/make_model'
import { moduleFolderOrFail, refuseWithoutModule } from './module_folder.js'
import { moduleStubsRoot } from './stubs.js'

/**
 * Lucid's make:model with a required `--module=<id>`: a model of this
 * project's shape (decorated columns, no generated schema) in that module's
 * server/models, and with `-m` its migration in the module's server/migrations.
 */
export default class MakeModel extends LucidMakeModel {
  @flags.string({ description: 'Id of the core module or plugin whose server/models gets the file (with -m, its migration too)' })
  declare module?: string

  async run() {
    if (!this.module) return refuseWithoutModule(this)
    const folder = moduleFolderOrFail(this, this.module)
    if (!folder) return
    const codemods = await this.createCodemods()
    await codemods.makeUsingStub(moduleStubsRoot, 'make/model/module.stub', {
      entity: this.app.generators.createEntity(this.name),
      module: { folder },
    })
    if (!this.migration) return
    const migration = await this.kernel.exec('make:migration', [this.name, `--module=${this.module}`])
    this.exitCode = migration.exitCode
  }
}
