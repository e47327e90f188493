import type { BaseCommand } from '@adonisjs/core/ace'
import type { CommandMetaData, LoadersContract } from '@adonisjs/core/types/ace'
import pluginsConfig from '#config/plugins'
import { loadModuleRegistry } from './module_registry.js'

type CommandsLoader = LoadersContract<typeof BaseCommand>

let loaders: Promise<Map<string, CommandsLoader>> | undefined

/** Each command name with the loader of the enabled module that declares it. */
function commandLoaders() {
  return (loaders ??= (async () => {
    const registry = await loadModuleRegistry(pluginsConfig)
    const byCommand = new Map<string, CommandsLoader>()
    for (const module of registry.modules) {
      if (!module.manifest.commands) continue
      const loader = await module.manifest.commands()
      for (const metaData of await loader.getMetaData()) byCommand.set(metaData.commandName, loader)
    }
    return byCommand
  })())
}

/**
 * The ace commands of the enabled modules (manifest `commands`), listed once
 * in adonisrc.ts: a disabled plugin's commands are neither listed nor
 * runnable. Loaded before the app boots, like every ace loader, so only the
 * manifests are imported here.
 */
export async function getMetaData(): Promise<CommandMetaData[]> {
  const byCommand = await commandLoaders()
  const metaData = await Promise.all([...new Set(byCommand.values())].map((loader) => loader.getMetaData()))
  return metaData.flat()
}

export async function getCommand(metaData: CommandMetaData): Promise<typeof BaseCommand | null> {
  return (await commandLoaders()).get(metaData.commandName)?.getCommand(metaData) ?? null
}
