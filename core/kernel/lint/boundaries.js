import boundaries from 'eslint-plugin-boundaries'

/**
 * The module boundaries (issue 14), as eslint-plugin-boundaries elements and
 * policies: every file is classified by where it lives, and an import (static,
 * dynamic or re-export, written relative or through `#core/…`, `#plugins/…`,
 * `@web/…`) is checked against the element it resolves to. The TypeScript
 * resolver reads both tsconfigs, so aliases land on the same files as
 * relative paths. Tests may reach anything: they test both sides.
 */

// Plugins, and the fixture plugins the suites switch on, share one shape (captured as root and plugin).
const PLUGIN_ROOTS = '{plugins,tests/fixtures}'

const elementsFromRoot = [
  // A plugin: its web part (features inside it), code both sides may import, its tests, its server side.
  { type: 'plugin-web-feature', pattern: `${PLUGIN_ROOTS}/*/web/features/*`, capture: ['root', 'plugin', 'feature'] },
  { type: 'plugin-web', pattern: `${PLUGIN_ROOTS}/*/web`, capture: ['root', 'plugin'] },
  { type: 'plugin-shared', pattern: `${PLUGIN_ROOTS}/*/shared`, capture: ['root', 'plugin'] },
  { type: 'plugin-tests', pattern: 'plugins/*/tests', capture: ['plugin'] },
  { type: 'plugin', pattern: `${PLUGIN_ROOTS}/*`, capture: ['root', 'plugin'] },
  // The kernel: its shared/ half (types and pure functions the web app reads too) and the rest.
  { type: 'kernel-shared', pattern: 'core/kernel/shared' },
  { type: 'kernel', pattern: 'core/kernel' },
  // Core modules, with the same parts as plugins (after the kernel: core/kernel/shared is the kernel's).
  { type: 'module-web-feature', pattern: 'core/*/web/features/*', capture: ['module', 'feature'] },
  { type: 'module-web', pattern: 'core/*/web', capture: ['module'] },
  { type: 'module-shared', pattern: 'core/*/shared', capture: ['module'] },
  { type: 'module-tests', pattern: 'core/*/tests', capture: ['module'] },
  { type: 'module', pattern: 'core/*', capture: ['module'] },
  // The web app: its shell, kernel, UI kit and services (every screen lives in a module's web part).
  { type: 'web', pattern: 'web' },
  { type: 'tests', pattern: 'tests' },
  // The server application around the modules.
  { type: 'app', pattern: '{config,start,database,bin,bench}' },
]
// Patterns are anchored at the project root: `web` is web/, not tests/unit/web.
const elements = elementsFromRoot.map((element) => ({ ...element, partialMatch: false }))

const PLUGIN_TYPES = ['plugin', 'plugin-shared', 'plugin-web', 'plugin-web-feature', 'plugin-tests']
const CORE_TYPES = ['kernel', 'kernel-shared', 'module', 'module-shared', 'module-web', 'module-web-feature', 'module-tests']
const WEB_TYPES = ['web', 'plugin-web', 'plugin-web-feature', 'module-web', 'module-web-feature']
const SERVER_TYPES = ['app', 'kernel', 'module', 'plugin']
// The halves of the kernel, modules and plugins that both the server and the web app import.
const SHARED_TYPES = ['kernel-shared', 'module-shared', 'plugin-shared']
// Code the web app bundles: its own, and the shared halves it may import.
const BROWSER_TYPES = [...WEB_TYPES, ...SHARED_TYPES]

const fromTypes = (types) => ({ element: { types: { anyOf: types } } })
const toTypes = (types, captured) => ({ to: { element: { types: { anyOf: types }, ...(captured && { captured }) } } })

const policies = [
  {
    from: fromTypes(CORE_TYPES),
    disallow: toTypes(PLUGIN_TYPES),
    message: 'core must not import from plugins: core reads plugins only through the ModuleRegistry (their manifests).',
  },
  {
    from: fromTypes(['kernel', 'kernel-shared']),
    disallow: toTypes(['module', 'module-shared', 'module-web', 'module-web-feature', 'module-tests']),
    message:
      'core/kernel must not import a module: declare a token in core/kernel/module_services.ts and let the module bind it.',
  },
  {
    from: fromTypes(PLUGIN_TYPES),
    disallow: toTypes(PLUGIN_TYPES, { plugin: '!{{from.captured.plugin}}' }),
    message: 'a plugin must not import another plugin ({{to.captured.plugin}}): plugins meet only through the kernel.',
  },
  {
    from: fromTypes(['plugin-web-feature']),
    disallow: toTypes(['plugin-web-feature'], { feature: '!{{from.captured.feature}}' }),
    message: 'a web feature must not import another feature ({{to.captured.feature}}): move what both use out of features/.',
  },
  {
    // As in a plugin: the features of core modules' web parts stay apart.
    from: fromTypes(['module-web-feature']),
    disallow: toTypes(['module-web-feature'], { feature: '!{{from.captured.feature}}' }),
    message: 'a web feature must not import another feature ({{to.captured.feature}}): move what both use out of features/.',
  },
  {
    from: fromTypes(SERVER_TYPES),
    disallow: toTypes(WEB_TYPES),
    message: 'server code must not import web code: move what both use to a shared/ folder.',
  },
  {
    // The server imports shared/ too, so what it reaches must run without a browser.
    from: fromTypes(SHARED_TYPES),
    disallow: toTypes(WEB_TYPES),
    message: 'a shared/ folder must not import web code: the server imports it too.',
  },
  {
    from: fromTypes(BROWSER_TYPES),
    // A module's permission names are constants both sides check (a route's guard, a screen's `permission`).
    disallow: { to: { element: { types: { anyOf: SERVER_TYPES }, fileInternalPath: '!permissions.ts' } } },
    message: 'web code must not import server code: move what both use to a shared/ folder.',
  },
]

/** The flat-config block that enforces the boundaries on every source file. */
export const boundariesConfig = {
  name: 'Cadenza: module boundaries',
  files: ['**/*.{js,ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { typescript: { project: ['tsconfig.json', 'web/tsconfig.json'], noWarnOnMultipleProjects: true } },
    'boundaries/elements': elements,
    'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
    'boundaries/legacy-templates': false,
  },
  rules: { 'boundaries/dependencies': ['error', { default: 'allow', policies }] },
}
