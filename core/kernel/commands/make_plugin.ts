import { existsSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { args, BaseCommand } from '@adonisjs/core/ace'
import { pluginScaffoldFiles } from '../scaffold/plugin_files.js'
import { pluginIdProblem, pluginNames } from '../scaffold/plugin_names.js'

/**
 * `node ace make:plugin podcasts` writes plugins/podcasts/: a manifest with a
 * permission, a menu item, a setting and an API route, a web screen, and a
 * functional test that passes as generated. Nothing outside the folder changes:
 * every folder under plugins/ with a plugin.ts is picked up at the next boot.
 */
export default class MakePlugin extends BaseCommand {
  static commandName = 'make:plugin'
  static description = 'Scaffold a plugin in plugins/<id> (manifest, API route, web screen, test)'

  @args.string({ description: 'Plugin id: lower-case letters, digits and dashes (e.g. podcasts)' })
  declare id: string

  async run() {
    const problem = pluginIdProblem(this.id)
    if (problem) return this.#fail(problem)

    const folder = `plugins/${this.id}`
    if (existsSync(this.app.makePath(folder))) return this.#fail(`${folder} already exists`)

    for (const file of pluginScaffoldFiles(pluginNames(this.id))) {
      const path = this.app.makePath(folder, file.path)
      await mkdir(dirname(path), { recursive: true })
      await writeFile(path, file.contents, { flag: 'wx' })
      this.logger.action(`create ${folder}/${file.path}`).succeeded()
    }
    this.logger.success(`Plugin "${this.id}" created; it is enabled at the next boot`)
    this.logger.info(
      `Test it: node ace test functional --files ${folder}/tests/functional/hello.spec.ts`
    )
  }

  #fail(message: string) {
    this.logger.error(message)
    this.exitCode = 1
  }
}
