import { FsLoader } from '@adonisjs/core/ace'
import type { BaseCommand } from '@adonisjs/core/ace'

/**
 * The music plugin's ace commands, declared by the manifest's `commands` so
 * they are listed only while the plugin is enabled: every file of this
 * folder except this loader (and helpers prefixed with `_`, which FsLoader
 * skips by convention).
 */
const loader = new FsLoader<typeof BaseCommand>(import.meta.dirname, (file) => file !== 'main.js')

export const getMetaData = () => loader.getMetaData()
export const getCommand: typeof loader.getCommand = (metaData) => loader.getCommand(metaData)
