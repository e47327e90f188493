import { assert } from '@japa/assert'
import type { Config } from '@japa/runner/types'
import { pluginAdonisJS } from '@japa/plugin-adonisjs'
import { ApiClient, apiClient } from '@japa/api-client'
import { sessionApiClient } from '@adonisjs/session/plugins/api_client'
import { shieldApiClient } from '@adonisjs/shield/plugins/api_client'
import { authApiClient } from '@adonisjs/auth/plugins/api_client'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import { runModuleSeeders } from '#core/kernel/setup/run_seeders'
import { closeBrowser } from '#tests/helpers/browser'
import { spec } from '@japa/runner/reporters'
import { durationsReporter } from '#tests/helpers/durations_reporter'
import { retryWhole } from '#tests/helpers/whole_retries'

/**
 * `client` of the test context talks to this run's server (HOST and PORT,
 * set by bin/test.ts), with the framework's own additions: `withCsrfToken()`
 * (shield), `withSession()` (session) and `loginAs(user)` (auth, a tracked
 * session like a real sign-in's: TrackedSessionGuard.authenticateAsClient).
 */
export const plugins: Config['plugins'] = [
  assert(),
  apiClient(),
  pluginAdonisJS(app),
  sessionApiClient(app),
  shieldApiClient(),
  authApiClient(app),
]

// Requests ask for JSON like the web app's fetches do; a test asking for a page sets Accept itself.
ApiClient.onRequest((request) => request.accept('json'))

// TEST_DURATIONS=15: each suite's time and the 15 slowest files after the summary (.ci/run sets it).
const slowestFiles = Number(process.env.TEST_DURATIONS ?? 0)
export const reporters: Config['reporters'] = {
  activated: slowestFiles > 0 ? ['spec', 'durations'] : ['spec'],
  list: [spec(), durationsReporter(slowestFiles)],
}

/**
 * Every run starts from an empty database (a temporary SQLite file, or the
 * MariaDB database CI creates), migrated and seeded like `npm start` does.
 */
export const runnerHooks: Required<Pick<Config, 'setup' | 'teardown'>> = {
  setup: [
    async () => {
      const ace = await app.container.make('ace')
      // migration:fresh as two steps: the run's database is its own, so no other migrator needs keeping
      // out, and Lucid's MySQL lock is GET_LOCK('1') for the whole server: another database migrating on
      // it at that moment (a second suite, a bench) failed a run with E_UNABLE_RELEASE_LOCK before any
      // test. (migration:fresh --disable-locks hands the flag on to db:wipe, which refuses it.)
      for (const [command, args] of [['db:wipe', ['--force']], ['migration:run', ['--force', '--disable-locks']]] as const) {
        const ran = await ace.exec(command, [...args])
        if (ran.exitCode) throw new Error(`${command} failed: the test database could not be prepared`, { cause: ran.error })
      }
      await runModuleSeeders(app)
    },
  ],
  teardown: [closeBrowser],
}

/** Functional and browser suites talk to a real HTTP server, like clients do. */
export const configureSuite: Config['configureSuite'] = (suite) => {
  if (suite.name === 'functional' || suite.name === 'browser') {
    // Each test starts from empty read caches: tests build their data with factories and raw SQL,
    // writers outside a request that drop nothing themselves (docs/plugins.md, "Read caches"),
    // so a page an earlier test kept must not answer for this test's rows.
    const dropReads = async () => (await import('#core/kernel/cache/read_cache')).dropReads()
    // CI runs both databases' suites side by side on two cores: a browser test waiting on a busy
    // machine can miss its time once. BROWSER_TEST_RETRIES (set by .ci/run) runs a failed browser
    // test again that many times, each try from its group's setup (whole_retries.ts); a test
    // failing every time still fails the run.
    const retries = suite.name === 'browser' ? Number(process.env.BROWSER_TEST_RETRIES ?? 0) : 0
    retryWhole(suite, retries, [dropReads])
    suite.onGroup((group) => group.each.setup(dropReads))
    suite.onTest((test) => test.setup(dropReads))
    return suite.setup(() => testUtils.httpServer().start())
  }
}
