import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin, ResolvedConfig } from 'vite'

/** Text files worth compressing; images and fonts are compressed already, source maps are for devtools. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|txt|xml)$/
/** Below this, the headers cost about what compression saves. */
const MIN_BYTES = 1024

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name))
}

/**
 * Writes a brotli (.br) and a gzip (.gz) copy next to every text file of the
 * build, at the highest levels since it happens once per build; the server
 * (core/kernel/shell/web_assets_controller.ts) sends the copy the browser
 * accepts. The originals stay for clients that accept neither.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'cadenza:precompress',
    apply: 'build',
    // Only what browsers download; the server renderer's files are read from disk.
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(resolved) {
      config = resolved
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir)
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file))
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file)
          if (content.length < MIN_BYTES) return
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
          ])
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
        })
      )
    },
  }
}
