import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { runModuleSeeders } from '../setup/run_seeders.js'

/** Brings a database up to date: pending migrations, then every module's seeders. */
export default class Setup extends BaseCommand {
  static commandName = 'setup'
  static description = 'Run pending migrations and the (idempotent) seeders of every enabled module'
  static options: CommandOptions = { startApp: true }

  async run() {
    await this.kernel.exec('migration:run', ['--force'])
    if (this.kernel.exitCode) {
      this.exitCode = this.kernel.exitCode
      return
    }
    await runModuleSeeders(this.app)
    this.logger.success('Database migrated and seeded')
  }
}
