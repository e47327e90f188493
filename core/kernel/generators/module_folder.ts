import pluginsConfig from '#config/plugins'
import { installedModuleLocations } from '../modules_config.js'

/**
 * The folder of the module `id` names (core or plugin, enabled or not), or
 * why there is none: the generators' `--module` flag writes into
 * <folder>/server/models, /migrations (which the registry's migration paths
 * read) and /seeders.
 */
export function moduleFolder(id: string): { folder: string } | { problem: string } {
  const locations = installedModuleLocations(pluginsConfig)
  const found = locations.find((location) => location.id === id)
  if (found) return { folder: found.folder }
  return { problem: `There is no module "${id}"; the modules are ${locations.map((location) => location.id).join(', ')}` }
}
