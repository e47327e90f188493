/*
 * Ace entrypoint. Commands boot the application only when they set
 * `options.startApp`.
 */
import 'reflect-metadata'
import { Ignitor, prettyPrintError } from '@adonisjs/core'
import { APP_ROOT, importer } from './app_root.js'

new Ignitor(APP_ROOT, { importer })
  .tap((app) =>
    app.booting(async () => {
      await import('#start/env')
    })
  )
  .ace()
  .handle(process.argv.splice(2))
  // A failed boot (a wrong manifest) must fail the command too: scripts and `npm start` stop on it.
  .catch((error) => {
    process.exitCode = 1
    return prettyPrintError(error)
  })
