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
  .catch(prettyPrintError)
