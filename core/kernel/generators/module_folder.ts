import type { BaseCommand } from '@adonisjs/core/ace'
import pluginsConfig from '#config/plugins'
import { installedModuleLocations } from '../modules_config.js'

function moduleIds() {
  return installedModuleLocations(pluginsConfig).map((location) => location.id)
}

/**
 * The folder of the module `id` names (core or plugin, enabled or not): the
 * generators' `--module` flag writes into <folder>/server/models,
 * /migrations (which the registry's migration paths read) and /seeders.
 * When there is none, the command logs why (naming the modules there are),
 * fails, and gets undefined.
 */
export function moduleFolderOrFail(command: BaseCommand, id: string): string | undefined {
  const found = installedModuleLocations(pluginsConfig).find((location) => location.id === id)
  if (found) return found.folder
  command.logger.error(`There is no module "${id}"; the modules are ${moduleIds().join(', ')}`)
  command.exitCode = 1
  return undefined
}

/**
 * Lucid's own make:model writes a model importing a generated
 * `#database/schema` this project does not have: models live in modules, so
 * the command asks for one instead of writing a file that cannot compile.
 */
export function refuseWithoutModule(command: BaseCommand) {
  command.logger.error(`Models live in modules: pass --module=<id> (the modules are ${moduleIds().join(', ')})`)
  command.exitCode = 1
}
