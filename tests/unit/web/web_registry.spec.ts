import { test } from '@japa/runner'
import type { PluginManifest } from '../../../core/kernel/contract.js'
import type { LoadedModule } from '../../../core/kernel/module_registry.js'
import {
  renderServiceWorkerParts,
  renderWebRegistry,
  serviceWorkerPartsOf,
  webPartsOf,
} from '../../../core/kernel/web_registry_generator.js'
import type { RegisteredWebPlugin } from '../../../web/src/kernel/define_web_plugin.js'
import { validateWebPlugins } from '../../../web/src/kernel/validate_web_plugin.js'

function loaded(folder: string, manifest: Partial<PluginManifest>): LoadedModule {
  const id = folder.split('/').pop()!
  return {
    manifest: { id, name: id, ...manifest },
    folder,
    kind: 'plugin',
    file: `${folder}/plugin.ts`,
    apiPrefix: `/api/v1/${id}`,
  }
}

const lazyPage = () => Promise.resolve({ default: () => null })

const TAGS_SCREEN = { path: 'tags', label: 'Tags', permission: 'tags.update', icon: 'tag', section: 'music' }

test.group('Web registry generation', () => {
  test('lists the web part of every module that declares one, in module order', ({ assert }) => {
    const modules = [
      loaded('core/pages', {}),
      loaded('plugins/music', { web: 'web/index.ts', admin: [TAGS_SCREEN] }),
      loaded('tests/fixtures/echo', { web: 'web/index.tsx' }),
    ]
    assert.deepEqual(
      webPartsOf(modules, () => true),
      [
        { moduleId: 'music', source: 'plugins/music/web/index.ts', manifest: 'plugins/music/plugin.ts', admin: [TAGS_SCREEN] },
        { moduleId: 'echo', source: 'tests/fixtures/echo/web/index.tsx', manifest: 'tests/fixtures/echo/plugin.ts', admin: [] },
      ]
    )
  })

  test('fails naming the manifest when its web file does not exist', ({ assert }) => {
    const modules = [loaded('plugins/music', { web: 'web/index.ts' })]
    assert.throws(
      () => webPartsOf(modules, () => false),
      /Invalid plugin manifest plugins\/music\/plugin\.ts:\s+- web file web\/index\.ts does not exist/
    )
  })

  test('fails naming the manifest when it declares admin screens without a web part', ({ assert }) => {
    const modules = [loaded('plugins/music', { admin: [TAGS_SCREEN] })]
    assert.throws(
      () => webPartsOf(modules, () => true),
      /Invalid plugin manifest plugins\/music\/plugin\.ts:\s+- declares admin screens but no web part/
    )
  })

  test('renders one relative import per web part into webPlugins', ({ assert }) => {
    const source = renderWebRegistry([
      { moduleId: 'music', source: 'plugins/music/web/index.ts', manifest: 'plugins/music/plugin.ts', admin: [TAGS_SCREEN] },
      { moduleId: 'echo', source: 'tests/fixtures/echo/web/index.tsx', manifest: 'tests/fixtures/echo/plugin.ts', admin: [] },
    ])
    assert.include(source, `import webPart0 from "../../../plugins/music/web/index.js"`)
    assert.include(source, `import webPart1 from "../../../tests/fixtures/echo/web/index.js"`)
    assert.include(
      source,
      `{ moduleId: "music", source: "plugins/music/web/index.ts", manifest: "plugins/music/plugin.ts", admin: ${JSON.stringify([TAGS_SCREEN])}, plugin: webPart0 },`
    )
    assert.include(source, 'export const webPlugins: RegisteredWebPlugin[] = [')
  })

  test('renders an empty registry when no module has a web part', ({ assert }) => {
    assert.include(renderWebRegistry([]), 'export const webPlugins: RegisteredWebPlugin[] = [\n]')
  })

  test('lists the service-worker parts modules declare and imports each into the worker', ({ assert }) => {
    const modules = [
      loaded('core/notifications', { web: 'web/index.ts', serviceWorker: 'web/service_worker.ts' }),
      loaded('plugins/music', { web: 'web/index.ts' }),
    ]
    const parts = serviceWorkerPartsOf(modules, () => true)
    assert.deepEqual(parts, ['core/notifications/web/service_worker.ts'])
    const source = renderServiceWorkerParts(parts)
    assert.include(source, `import part0 from "../../../core/notifications/web/service_worker.js"`)
    assert.include(source, 'export const serviceWorkerParts: ServiceWorkerPart[] = [part0]')
    assert.include(renderServiceWorkerParts([]), 'export const serviceWorkerParts: ServiceWorkerPart[] = []')
  })

  test('fails naming the manifest when its service-worker file does not exist', ({ assert }) => {
    const modules = [loaded('core/notifications', { serviceWorker: 'web/worker.ts' })]
    assert.throws(
      () => serviceWorkerPartsOf(modules, () => false),
      /Invalid plugin manifest core\/notifications\/plugin\.ts:\s+- serviceWorker file web\/worker\.ts does not exist/
    )
  })
})

test.group('Web plugin validation', () => {
  const entry = (plugin: unknown, moduleId = 'music', admin: RegisteredWebPlugin['admin'] = []): RegisteredWebPlugin => ({
    moduleId,
    source: `plugins/${moduleId}/web/index.ts`,
    manifest: `plugins/${moduleId}/plugin.ts`,
    admin,
    plugin: plugin as RegisteredWebPlugin['plugin'],
  })

  test('accepts web parts that follow the contract', ({ assert }) => {
    const plugins = [
      entry({
        id: 'music',
        routes: [{ path: '/', lazy: lazyPage }],
        slots: { 'player-bar': lazyPage, 'sidebar': { load: lazyPage, auth: true } },
      }),
    ]
    assert.strictEqual(validateWebPlugins(plugins), plugins)
  })

  test('names the file and every problem of a faulty web part', ({ assert }) => {
    const faulty = entry({
      id: 'musik',
      routes: [{ path: 'home', lazy: './home.js' }],
      slots: { 'player-bar': 'PlayerBar', 'sidebar': { load: 'Sidebar', auth: true } },
    })
    assert.throws(
      () => validateWebPlugins([faulty]),
      'Invalid web plugin plugins/music/web/index.ts:\n' +
        '  - id "musik" must equal the module id "music"\n' +
        '  - routes[0].path must start with /\n' +
        '  - routes[0].lazy must be a lazy import\n' +
        '  - slots["player-bar"] must be a lazy import\n' +
        '  - slots["sidebar"] must be a lazy import'
    )
  })

  test('refuses a default export that is not a web plugin', ({ assert }) => {
    assert.throws(
      () => validateWebPlugins([entry(undefined)]),
      /the default export must be defineWebPlugin/
    )
  })

  test('refuses two web parts claiming the same route', ({ assert }) => {
    const plugins = [
      entry({ id: 'music', routes: [{ path: '/', lazy: lazyPage }] }),
      entry({ id: 'podcasts', routes: [{ path: '/', lazy: lazyPage }] }, 'podcasts'),
    ]
    assert.throws(
      () => validateWebPlugins(plugins),
      /Invalid web plugin plugins\/podcasts\/web\/index\.ts:\n {2}- route "\/" is already registered by plugins\/music\/web\/index\.ts/
    )
  })

  test('accepts admin screens that match their declarations one for one', ({ assert }) => {
    const plugins = [entry({ id: 'music', adminScreens: { tags: lazyPage } }, 'music', [TAGS_SCREEN])]
    assert.strictEqual(validateWebPlugins(plugins), plugins)
  })

  test('names both files when a manifest and its web part disagree on admin screens', ({ assert }) => {
    const drifted = entry(
      { id: 'music', adminScreens: { genres: lazyPage } },
      'music',
      [TAGS_SCREEN]
    )
    assert.throws(
      () => validateWebPlugins([drifted]),
      'Invalid web plugin plugins/music/web/index.ts:\n' +
        '  - admin screen "tags" is declared in plugins/music/plugin.ts but adminScreens has no screen for it\n' +
        `  - adminScreens["genres"] is not declared in plugins/music/plugin.ts (its admin: [{ path: 'genres', label, permission, ... }])`
    )
  })

  test('checks zone fills and layouts, and refuses a layout two web parts register', ({ assert }) => {
    assert.throws(
      () => validateWebPlugins([entry({ id: 'music', zones: [{ zone: 'admin.overview-widgets', load: 'Card' }] })]),
      /zones\[0\]\.load must be a lazy import/
    )
    const layout = () => Promise.resolve({ default: () => null })
    assert.throws(
      () =>
        validateWebPlugins([
          entry({ id: 'admin', layouts: { admin: layout } }, 'admin'),
          entry({ id: 'podcasts', layouts: { admin: layout } }, 'podcasts'),
        ]),
      /plugins\/podcasts\/web\/index\.ts:\n {2}- layout "admin" is already registered by plugins\/admin\/web\/index\.ts/
    )
  })
})
