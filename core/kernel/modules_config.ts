import { existsSync, readdirSync } from 'node:fs'
import { basename, join } from 'node:path'
import { fromRoot } from './paths.js'

export interface PluginsConfig {
  core: string[]
  pluginsDir: string
  disabled: string[]
  extra: string[]
}

export type ModuleKind = 'core' | 'plugin'

export interface ModuleLocation {
  /** Folder relative to the project root: 'plugins/music'. */
  folder: string
  kind: ModuleKind
  /** The folder name; the manifest's id must equal it. */
  id: string
}

export function definePluginsConfig(config: PluginsConfig) {
  return config
}

/** Every enabled module folder, core first (in listed order), then plugins by name. */
export function enabledModuleLocations(config: PluginsConfig): ModuleLocation[] {
  return installedModuleLocations(config).filter((location) => !config.disabled.includes(location.id))
}

/** Every module folder, disabled plugins included. */
export function installedModuleLocations(config: PluginsConfig): ModuleLocation[] {
  const pluginsRoot = fromRoot(config.pluginsDir)
  const discovered = existsSync(pluginsRoot)
    ? readdirSync(pluginsRoot, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && existsSync(join(pluginsRoot, entry.name, 'plugin.ts')))
        .map((entry) => `${config.pluginsDir}/${entry.name}`)
        .sort()
    : []

  const plugins = [...discovered, ...config.extra]
  return [
    ...config.core.map((folder) => ({ folder, kind: 'core' as const, id: basename(folder) })),
    ...plugins.map((folder) => ({ folder, kind: 'plugin' as const, id: basename(folder) })),
  ]
}

/**
 * Migration folders of every installed module, disabled plugins included:
 * Lucid refuses to roll back past a migration whose file it cannot find, and
 * a plugin switched off and on again finds its tables and data as it left them.
 */
export function moduleMigrationPaths(config: PluginsConfig) {
  return installedModuleLocations(config)
    .map((location) => `${location.folder}/server/migrations`)
    .filter((path) => existsSync(fromRoot(path)))
}
