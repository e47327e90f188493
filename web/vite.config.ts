import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { menuIconSprite } from './build/menu_icon_sprite.js'
import { precompress } from './build/precompress.js'
import { serviceWorker } from './build/service_worker.js'
import { serverRendererDir } from '../core/kernel/shared/server_renderer_dir.js'

const webRoot = fileURLToPath(new URL('.', import.meta.url))
const projectRoot = fileURLToPath(new URL('..', import.meta.url))
const outDir = process.env.WEB_DIST_DIR || fileURLToPath(new URL('./dist', import.meta.url))

/**
 * Writes web/src/generated/plugins.ts from the enabled modules' manifests
 * before anything is bundled, in `vite build` and when the dev server starts.
 * The generator runs in its own Node process because it loads the server-side
 * manifests (and the env they read), which must never enter the bundle. Its
 * stderr names the faulty manifest, so the build fails with that message.
 */
function webPluginRegistry(): Plugin {
  return {
    name: 'cadenza:web-plugin-registry',
    // Once per build: the server renderer's build comes after the browser's and reads the same file.
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      try {
        execFileSync(
          process.execPath,
          ['--import', '@poppinss/ts-exec', 'core/kernel/bin/generate_web_registry.ts'],
          {
            cwd: projectRoot,
            stdio: ['ignore', 'pipe', 'pipe'],
            encoding: 'utf8',
          }
        )
      } catch (error) {
        const { stderr, message } = error as { stderr?: string; message: string }
        this.error(`Web plugin registry could not be generated:\n${stderr?.trim() || message}`)
      }
    },
  }
}

export default defineConfig({
  root: webRoot,
  base: '/',
  publicDir: 'public',
  plugins: [webPluginRegistry(), menuIconSprite(), react(), tailwindcss(), serviceWorker(), precompress()],
  resolve: {
    alias: [
      { find: '@web', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // tsyringe's `module` build is ES5 (classes and spreads rewritten through tslib
      // helpers); its ES2015 build is the same code, about a quarter smaller.
      { find: /^tsyringe$/, replacement: 'tsyringe/dist/esm2015/index.js' },
    ],
  },
  server: {
    // Plugin web parts live outside web/ (plugins/<id>/web); let the dev server read them.
    fs: { allow: [projectRoot] },
  },
  // `vite build` builds both environments: the browser app into outDir and the
  // server renderer of public pages (src/entry_server.tsx) beside it, outside
  // the folder the server hands out to browsers.
  builder: {},
  environments: {
    ssr: {
      // Self-contained (React and every library inside), so the renderer runs
      // from wherever the build was written, node_modules or not beside it.
      resolve: { noExternal: true },
      build: {
        outDir: serverRendererDir(outDir),
        emptyOutDir: true,
        copyPublicDir: false,
        sourcemap: true,
        rolldownOptions: { input: fileURLToPath(new URL('./src/entry_server.tsx', import.meta.url)) },
      },
    },
  },
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every page runs in one file instead of a dozen: fewer requests (six at a time
          // over HTTP/1.1) and one compression window. Only libraries the entry needs whole.
          groups: [
            {
              name: 'framework',
              // Not tsyringe: grouped, it would run before the Reflect API it needs is defined.
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+)[\\/]/,
            },
            {
              // The entry and everything it imports statically, as one file: left to itself the
              // bundler cut it into nine (each shared with some lazy page), which every page then
              // fetched, each compressed on its own (3.8 KB gzip more, and eight more requests).
              name: 'app',
              test: /[\\/]web[\\/]src[\\/]main\.tsx$/,
              includeDependenciesRecursively: true,
            },
          ],
        },
      },
      onwarn(warning, warn) {
        // Tailwind rewrites only the stylesheet and ships no map for it; the JS maps stay exact.
        if (warning.code === 'SOURCEMAP_BROKEN' && warning.plugin?.startsWith('@tailwindcss/vite'))
          return
        warn(warning)
      },
    },
  },
})
