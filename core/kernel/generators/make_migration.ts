import { flags } from '@adonisjs/core/ace'
import LucidMakeMigration from '@adonisjs/lucid/commands/make_migration'
import { moduleFolderOrFail } from './module_folder.js'

/**
 * Lucid's make:migration, plus `--module=<id>`: the file goes to that
 * module's server/migrations (Lucid's own --folder), which the module
 * registry's migration paths already read.
 */
export default class MakeMigration extends LucidMakeMigration {
  @flags.string({ description: 'Id of the core module or plugin whose server/migrations gets the file' })
  declare module?: string

  async run() {
    if (this.module) {
      const folder = moduleFolderOrFail(this, this.module)
      if (!folder) return
      this.folder = `${folder}/server/migrations`
    }
    await super.run()
  }
}
