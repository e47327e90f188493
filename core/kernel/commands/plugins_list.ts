import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { ModuleRegistry } from '../module_registry.js'
import { moduleSummary } from '../module_summary.js'

/** Prints every enabled module, in boot order, and what it registers. */
export default class PluginsList extends BaseCommand {
  static commandName = 'plugins:list'
  static description = 'List the enabled core modules and plugins and what each registers'
  static options: CommandOptions = { startApp: true }

  async run() {
    const registry = await this.app.container.make(ModuleRegistry)
    const { classes } = await this.app.container.make('cadenza.jobs')
    for (const module of registry.modules) {
      this.logger.log(this.colors.bold(`${module.manifest.id}: ${module.manifest.name}`))
      for (const [label, value] of moduleSummary(module, classes.keys())) this.logger.log(`  ${`${label}:`.padEnd(17)}${value}`)
    }
  }
}
