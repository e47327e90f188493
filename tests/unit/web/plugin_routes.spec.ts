import { test } from '@japa/runner'
import type { LoaderFunction } from 'react-router'
import type { RegisteredWebPlugin } from '../../../web/src/kernel/define_web_plugin.js'
import { pluginRoutes } from '../../../web/src/app/router/plugin_routes.js'

const Page = () => null
const moduleLoader: LoaderFunction = () => 'from the module'
const ownLoader: LoaderFunction = () => 'from the web part'

function webPart(routes: NonNullable<RegisteredWebPlugin['plugin']['routes']>): RegisteredWebPlugin[] {
  return [{ moduleId: 'fixture', source: 'fixture/web/index.ts', plugin: { id: 'fixture', routes } }]
}

test.group('Plugin routes', () => {
  test("a route's loader from its lazy module is used when the web part gives none", async ({ assert }) => {
    const [route] = pluginRoutes(webPart([{ path: '/a', lazy: async () => ({ Component: Page, loader: moduleLoader }) }]))
    assert.isUndefined(route.loader)
    const loaded = await (route.lazy as () => Promise<Record<string, unknown>>)()
    assert.strictEqual(loaded.loader, moduleLoader)
    assert.strictEqual(loaded.Component, Page)
  })

  test('a loader the web part gives runs from the start, and the lazy module cannot replace it', async ({ assert }) => {
    const [route] = pluginRoutes(
      webPart([{ path: '/b', lazy: async () => ({ default: Page, loader: moduleLoader }), loader: ownLoader }])
    )
    // Set on the route itself, react-router runs it while the module loads.
    assert.strictEqual(route.loader, ownLoader)
    const loaded = await (route.lazy as () => Promise<Record<string, unknown>>)()
    assert.notProperty(loaded, 'loader')
    assert.strictEqual(loaded.Component, Page)
  })
})
