/*
 * Japa entrypoint (`node ace test` and `npm test`). Tests run against a
 * temporary data folder (database, app key) unless DATA_DIR is set, and with
 * the fixture plugin of tests/fixtures enabled like any installed plugin.
 */
process.env.NODE_ENV = 'test'

import 'reflect-metadata'
import { mkdtempSync } from 'node:fs'
import { freePort } from '../tests/helpers/free_port.js'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Ignitor, prettyPrintError } from '@adonisjs/core'
import { configure, processCLIArgs, run } from '@japa/runner'
import { APP_ROOT, importer } from './app_root.js'

process.env.DATA_DIR ??= mkdtempSync(join(tmpdir(), 'cadenza-test-'))
process.env.PLUGINS_EXTRA ??= 'tests/fixtures/echo'
process.env.HOST = '127.0.0.1'
process.env.PORT ??= String(await freePort())
// The address the server really answers on, so redirects back from the local
// OAuth server (and links in test emails) land where the session cookie lives.
process.env.APP_URL ??= `http://127.0.0.1:${process.env.PORT}`
// Play counters are raised when a test asks (rollUpPlayCounts), never by the scheduled roll-up of
// a worker a test started, in the middle of another test's writes and read-cache checks.
process.env.MUSIC_PLAY_COUNT_DELAY_SECONDS ??= '86400'
// A scrobble retried after a stand-in's 503 is retried while the test waits (the sync queue sleeps the delay).
process.env.MUSIC_SCROBBLE_RETRY_DELAY_MS ??= '200'
// Jobs run where they are dispatched (mail arrives before the test reads it); the queue's own
// tests dispatch to the database queue and start real workers (tests/functional/queue.spec.ts).
process.env.QUEUE_DRIVER ??= 'sync'


new Ignitor(APP_ROOT, { importer })
  .tap((app) =>
    app.booting(async () => {
      await import('#start/env')
    })
  )
  .testRunner()
  .configure(async (app) => {
    const { runnerHooks, ...config } = await import('../tests/bootstrap.js')
    processCLIArgs(process.argv.splice(2))
    configure({
      ...app.rcFile.tests,
      ...config,
      setup: runnerHooks.setup,
      teardown: runnerHooks.teardown.concat([() => app.terminate()]),
    })
  })
  .run(() => run())
  .catch(prettyPrintError)
