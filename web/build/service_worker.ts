import { fileURLToPath } from 'node:url'
import { build, type Plugin, type ResolvedConfig } from 'vite'

const webRoot = fileURLToPath(new URL('..', import.meta.url))
const ENTRY = 'src/service_worker/service_worker.ts'
/** At the site's root, so the worker's scope is the whole site. */
const WORKER_FILE = 'sw.js'

/**
 * Builds the service worker (src/service_worker/service_worker.ts and the
 * modules' parts it imports) into /sw.js of the web build. It is a build of
 * its own: a worker is one classic script with a fixed name, where the app's
 * build splits and hashes chunks. In `npm run dev`, /sw.js is a module that
 * imports the entry from Vite's dev server (the page registers it with
 * `type: 'module'`).
 */
export function serviceWorker(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'cadenza:service-worker',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(resolved) {
      config = resolved
    },
    configureServer(server) {
      server.middlewares.use(`/${WORKER_FILE}`, (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript')
        response.setHeader('Cache-Control', 'no-cache')
        response.end(`import '/${ENTRY}'\n`)
      })
    },
    // Before the precompress plugin's closeBundle, so sw.js gets its compressed copies too.
    async writeBundle() {
      await build({
        configFile: false,
        root: webRoot,
        logLevel: 'warn',
        resolve: { alias: config.resolve.alias },
        build: {
          outDir: config.build.outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          target: 'es2022',
          sourcemap: true,
          rolldownOptions: {
            input: fileURLToPath(new URL(`../${ENTRY}`, import.meta.url)),
            output: { format: 'iife', entryFileNames: WORKER_FILE },
          },
        },
      })
    },
  }
}
