/*
 * HTTP server entrypoint. `npm start` reaches it through bin/start.js, which
 * prepares the data folder first; `node ace serve:dev` runs it with Vite.
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
  .httpServer()
  .start()
  .catch(prettyPrintError)
