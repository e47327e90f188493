/**
 * TypeScript for the server process, compiled by SWC inside the main thread.
 *
 * Why not `--import @poppinss/ts-exec` (what ace, tests and dev use): it
 * registers its hooks with module.register(), which runs them in a thread of
 * their own, with a V8 heap of its own that stays for the life of the
 * process. Synchronous hooks (module.registerHooks, Node >= 22.15) run in the
 * main thread: same SWC, same options (ts-exec maps tsconfig to SWC options
 * the way swcOptions() below does), no second heap. Measured on `npm start`:
 * see docs/performance.md ("Memory"). tests/unit/kernel/ts_hooks.spec.ts runs
 * the same TypeScript through both and fails when their output differs.
 */
import { registerHooks } from 'node:module'
import { extname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { transformSync } from '@swc/core'
import { getTsconfig } from 'get-tsconfig'

/** SWC's options for the project's tsconfig.json, as ts-exec derives them. */
export function swcOptions(compilerOptions = {}) {
  const target = compilerOptions.target?.toLowerCase()
  return {
    sourceMaps: compilerOptions.sourceMap ?? true,
    module: { type: 'es6' },
    jsc: {
      target: target ? (target === 'es6' ? 'esnext' : target) : 'esnext',
      baseUrl: compilerOptions.baseUrl,
      externalHelpers: false,
      parser: { syntax: 'typescript', tsx: Boolean(compilerOptions.jsx), decorators: true, dynamicImport: true },
      transform: {
        ...(compilerOptions.emitDecoratorMetadata ? { decoratorMetadata: true } : {}),
        ...(compilerOptions.experimentalDecorators ? { legacyDecorator: true } : {}),
        ...(compilerOptions.verbatimModuleSyntax ? { verbatimModuleSyntax: true } : {}),
        ...(compilerOptions.useDefineForClassFields ? { useDefineForClassFields: true } : {}),
        react: {
          runtime: 'automatic',
          ...(compilerOptions.jsxImportSource ? { importSource: compilerOptions.jsxImportSource } : {}),
        },
      },
      experimental: { keepImportAttributes: true },
      keepClassNames: true,
    },
  }
}

const options = swcOptions(getTsconfig(process.cwd())?.config.compilerOptions)
const isTypeScript = (url) => /\.(ts|tsx|mts|cts)$/.test(url.split('?', 1)[0]) && !url.endsWith('.d.ts')
const isLocal = (specifier) => /^(\.\.?\/|\/|file:)/.test(specifier)

/**
 * Where each `./file.js` written for a `./file.ts` was found, by importing module and specifier.
 * Node runs the resolve hook on every `import()`, also of a module already loaded, and the
 * fallback below first fails (an ERR_MODULE_NOT_FOUND error built with its stack, file-system
 * stats) before it tries the .ts: a lazy `import()` in a request's path (a manifest's bootstrap)
 * cost ~200 µs each time (~15 µs with this map; tests/fixtures/ts_hooks/resolve_cost.ts), ~5 % of
 * a signed-in page's CPU in bench:pages.
 */
const typeScriptTwins = new Map()

registerHooks({
  resolve(specifier, context, nextResolve) {
    const twinKey = `${context.parentURL}\0${specifier}`
    const twin = typeScriptTwins.get(twinKey)
    if (twin) return nextResolve(twin, context)
    try {
      return nextResolve(specifier, context)
    } catch (error) {
      // `./file.js` (or `#alias/file`, whose error names the file it looked for) written for a
      // `./file.ts` or `.tsx`: what tsc's rewriting of relative imports expects to find.
      const missing = error.code === 'ERR_MODULE_NOT_FOUND' && error.url
      if (!missing || !isLocal(error.url)) throw error
      const [path, ...query] = error.url.split('?')
      const extension = extname(path)
      const candidates = extension === '.js' ? ['.ts', '.tsx'] : ['.mjs', '.cjs', '.jsx'].includes(extension) ? [extension.replace('js', 'ts')] : []
      for (const candidate of candidates) {
        const candidateSpecifier = [path.slice(0, -extension.length) + candidate, ...query].join('?')
        try {
          const resolved = nextResolve(candidateSpecifier, context)
          typeScriptTwins.set(twinKey, candidateSpecifier)
          return resolved
        } catch {}
      }
      throw error
    }
  },
  load(url, context, nextLoad) {
    if (!isTypeScript(url) && !url.endsWith('.jsx')) return nextLoad(url, context)
    const { source } = nextLoad(url, { ...context, format: 'module' })
    const format = context.format === 'commonjs-typescript' ? 'commonjs' : 'es6'
    const { code, map } = transformSync(String(source), {
      ...options,
      module: { type: format },
      filename: fileURLToPath(url),
    })
    const sourceMap = map ? `\n\n//# sourceMappingURL=data:application/json;base64,${Buffer.from(map).toString('base64')}` : ''
    return {
      format: format === 'commonjs' ? 'commonjs' : 'module',
      source: `${code}${sourceMap}\n\n//# sourceURL=${url}`,
      shortCircuit: true,
    }
  },
})
