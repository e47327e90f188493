import { createHash } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite'

const webRoot = fileURLToPath(new URL('..', import.meta.url))
const ENTRY = 'src/service_worker/service_worker.ts'
/** At the site's root, so the worker's scope is the whole site. */
const WORKER_FILE = 'sw.js'

/**
 * What the worker knows of the build it belongs to
 * (web/src/service_worker/build.ts reads them): its version, which names the
 * worker's caches, and its files under /assets.
 */
const BUILD_VERSION = 'CADENZA_BUILD_VERSION'
const BUILD_ASSETS = 'CADENZA_BUILD_ASSETS'

/**
 * A digest of every file the app's build wrote: the same sources give the
 * same version (no needless update for listeners), any change a new one.
 */
function versionOf(bundle: Rolldown.OutputBundle) {
  const hash = createHash('sha256')
  for (const name of Object.keys(bundle).sort()) {
    const file = bundle[name]
    hash.update(name).update(file.type === 'chunk' ? file.code : file.source)
  }
  return hash.digest('hex').slice(0, 16)
}

/** The app's code, styles, fonts and pictures under /assets; source maps are for devtools only. */
const assetsOf = (bundle: Rolldown.OutputBundle) =>
  Object.keys(bundle)
    .filter((name) => name.startsWith('assets/') && !name.endsWith('.map'))
    .sort()
    .map((name) => `/${name}`)

/**
 * Builds the service worker (src/service_worker/service_worker.ts and the
 * modules' parts it imports) into /sw.js of the web build. It is a build of
 * its own: a worker is one classic script with a fixed name, where the app's
 * build splits and hashes chunks. The app build's version is written into
 * it, so every new build of the app is a new worker to browsers (they compare
 * the script byte for byte). In `npm run dev`, /sw.js is a module that
 * imports the entry from Vite's dev server (the page registers it with
 * `type: 'module'`), as version "dev" (web/src/service_worker/build.ts).
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
    async writeBundle(_options, bundle) {
      await build({
        configFile: false,
        root: webRoot,
        logLevel: 'warn',
        resolve: { alias: config.resolve.alias },
        define: {
          [BUILD_VERSION]: JSON.stringify(versionOf(bundle)),
          // As JSON text the worker parses: an array literal here would not reach the worker as one.
          [BUILD_ASSETS]: JSON.stringify(JSON.stringify(assetsOf(bundle))),
        },
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
