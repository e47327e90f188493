import { existsSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, isAbsolute, normalize, posix } from 'node:path'
import { args, BaseCommand, flags } from '@adonisjs/core/ace'
import pluginsConfig from '#config/plugins'
import { installedModuleLocations } from '../modules_config.js'
import { pluginScaffoldFiles } from '../scaffold/plugin_files.js'
import { pluginIdProblem, pluginNames } from '../scaffold/plugin_names.js'

/**
 * `node ace make:plugin podcasts` writes plugins/podcasts/: a manifest with
 * permissions, settings with their schema, an event and a listener, a lock,
 * a migration, a model, a seeder, a scheduled job, API routes (validator,
 * action, query, controller), translations, a web screen, and a functional
 * and a unit test that pass as generated. Nothing outside the folder
 * changes: every folder under plugins/ with a plugin.ts is picked up at the
 * next boot. `--in` writes it elsewhere in the project, to be enabled with
 * PLUGINS_EXTRA (the scaffold's own end-to-end test does).
 */
export default class MakePlugin extends BaseCommand {
  static commandName = 'make:plugin'
  static description = 'Scaffold a working plugin in plugins/<id> (manifest, migration, model, API, job, listener, web screen, tests)'

  @args.string({ description: 'Plugin id: lower-case letters, digits and dashes (e.g. podcasts)' })
  declare id: string

  @flags.string({ description: 'Folder to create the plugin in, relative to the project root (default: plugins; others need PLUGINS_EXTRA)' })
  declare in?: string

  async run() {
    const parent = this.in ?? pluginsConfig.pluginsDir
    const problem = pluginIdProblem(this.id) ?? parentFolderProblem(parent)
    if (problem) return this.#fail(problem)
    const folder = posix.join(parent, this.id)
    if (existsSync(this.app.makePath(folder))) return this.#fail(`${folder} already exists`)
    const taken = this.#takenIdProblem()
    if (taken) return this.#fail(taken)

    for (const file of pluginScaffoldFiles(pluginNames(this.id))) {
      const path = this.app.makePath(folder, file.path)
      await mkdir(dirname(path), { recursive: true })
      await writeFile(path, file.contents, { flag: 'wx' })
      this.logger.action(`create ${folder}/${file.path}`).succeeded()
    }
    this.logger.success(`Plugin "${this.id}" created; it is enabled at the next boot${parent === pluginsConfig.pluginsDir ? '' : ` with PLUGINS_EXTRA=${folder}`}`)
    this.logger.info(`Create its table: node ace setup. Test it: npm test -- --files '${folder}/tests/*/*'`)
  }

  /** A module id is a route prefix and a permission namespace: two modules cannot share one. */
  #takenIdProblem() {
    const taken = installedModuleLocations(pluginsConfig).find((location) => location.id === this.id)
    return taken ? `"${this.id}" is already the id of a module (${taken.folder}); choose another id` : null
  }

  #fail(message: string) {
    this.logger.error(message)
    this.exitCode = 1
  }
}

/** The generated code imports core through the project's `#core/...` imports, which resolve inside the project only. */
function parentFolderProblem(parent: string) {
  const normalized = normalize(parent)
  if (isAbsolute(normalized) || normalized.startsWith('..')) return `--in must be a folder inside the project, relative to its root (got "${parent}")`
  return null
}
