import { FsLoader } from '@adonisjs/core/ace'
import type { BaseCommand } from '@adonisjs/core/ace'

/**
 * The accounts module's ace commands (`user:create`), declared by its
 * manifest's `commands`: every file of this folder except this loader.
 */
const loader = new FsLoader<typeof BaseCommand>(import.meta.dirname, (file) => file !== 'main.js')

export const getMetaData = () => loader.getMetaData()
export const getCommand: typeof loader.getCommand = (metaData) => loader.getCommand(metaData)
