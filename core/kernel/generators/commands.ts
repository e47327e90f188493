import { ListLoader } from '@adonisjs/core/ace'
import type { CommandMetaData } from '@adonisjs/core/types/ace'
import MakeMigration from './make_migration.js'
import MakeModel from './make_model.js'
import MakeSeeder from './make_seeder.js'

/**
 * Lucid's generators with a `--module` flag. Listed in adonisrc.ts after
 * Lucid's commands: ace keeps the last loader's command of a name, so these
 * replace Lucid's (and behave as Lucid's without the flag).
 */
const loader = new ListLoader([MakeModel, MakeMigration, MakeSeeder])

export const getMetaData = () => loader.getMetaData()
export const getCommand = (metaData: CommandMetaData) => loader.getCommand(metaData)
