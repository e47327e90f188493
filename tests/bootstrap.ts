import { assert } from '@japa/assert'
import type { Config } from '@japa/runner/types'
import { pluginAdonisJS } from '@japa/plugin-adonisjs'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import { runModuleSeeders } from '#core/kernel/setup/run_seeders'
import { closeBrowser } from '#tests/helpers/browser'

export const plugins: Config['plugins'] = [assert(), pluginAdonisJS(app)]

export const reporters: Config['reporters'] = {
  activated: ['spec'],
}

/**
 * Every run starts from an empty database (a temporary SQLite file, or the
 * MariaDB database CI creates), migrated and seeded like `npm start` does.
 */
export const runnerHooks: Required<Pick<Config, 'setup' | 'teardown'>> = {
  setup: [
    async () => {
      const ace = await app.container.make('ace')
      await ace.exec('migration:fresh', ['--force'])
      await runModuleSeeders(app)
    },
  ],
  teardown: [closeBrowser],
}

/** Functional and browser suites talk to a real HTTP server, like clients do. */
export const configureSuite: Config['configureSuite'] = (suite) => {
  if (suite.name === 'functional' || suite.name === 'browser') {
    return suite.setup(() => testUtils.httpServer().start())
  }
}
