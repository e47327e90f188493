import 'reflect-metadata'
import { test } from '@japa/runner'
import { QueryClient } from '@tanstack/react-query'
import { container } from 'tsyringe'
import type { RegisteredWebPlugin, WebRoute } from '../../../web/src/kernel/define_web_plugin.js'
import { routeNotFound, type RouteLoaderArgs } from '../../../web/src/kernel/route_loader.js'
import { appRoutes } from '../../../web/src/app/router/app_routes.js'
import { RouteLoads } from '../../../web/src/app/router/route_loads.js'

const Page = () => null

function loadsFor(routes: WebRoute[]) {
  const plugins: RegisteredWebPlugin[] = [
    {
      moduleId: 'fixture',
      source: 'fixture/web/index.ts',
      manifest: 'fixture/plugin.ts',
      admin: [],
      plugin: { id: 'fixture', routes },
    },
  ]
  const services = { queryClient: new QueryClient(), container: container.createChildContainer() }
  return new RouteLoads(appRoutes(plugins), services, 'http://cadenza.test')
}

const at = (pathname: string, key = pathname) => ({ pathname, search: '', key })

test.group('Route loads', () => {
  test("the web part's loader starts at once; the module's loader once the module has arrived", async ({
    assert,
  }) => {
    const calls: string[] = []
    let arrive!: () => void
    const arrived = new Promise<void>((resolve) => (arrive = resolve))
    const loads = loadsFor([
      {
        path: '/track/:trackId/:trackName',
        loader: ({ params, url }: RouteLoaderArgs) => {
          calls.push(`route ${params.trackId} ${url.href}`)
        },
        lazy: async () => {
          await arrived
          return {
            Component: Page,
            loader: ({ params }: RouteLoaderArgs) => {
              calls.push(`module ${params.trackId}`)
            },
          }
        },
      },
    ])

    const done = loads.start(at('/track/7/northern-drift'))
    assert.deepEqual(calls, ['route 7 http://cadenza.test/track/7/northern-drift'])
    arrive()
    await done
    assert.deepEqual(calls.slice(1), ['module 7'])

    // The module is there now: the next visit runs both loaders without waiting.
    void loads.start(at('/track/8/other'))
    assert.deepEqual(calls.slice(2), ['route 8 http://cadenza.test/track/8/other', 'module 8'])
  })

  test('what a loader throws belongs to that navigation only', async ({ assert }) => {
    const loads = loadsFor([
      {
        path: '/user/:userId',
        lazy: async () => ({ Component: Page }),
        loader: ({ params }: RouteLoaderArgs) => {
          if (params.userId === 'nope') throw routeNotFound()
        },
      },
    ])
    await loads.start(at('/user/nope', 'first'))
    await loads.start(at('/user/12', 'second'))
    assert.equal((loads.errorFor({ key: 'first' }) as { status: number }).status, 404)
    assert.isUndefined(loads.errorFor({ key: 'second' }))
  })

  test('static paths rank above dynamic ones, and paths of one module share one page', ({ assert }) => {
    const tagPage = async () => ({ Component: Page })
    const loads = loadsFor([
      { path: '/:slugOrId', lazy: async () => ({ Component: Page }) },
      { path: '/search', lazy: async () => ({ Component: Page }), layout: 'bare' },
      { path: '/tag/:tagName', lazy: tagPage },
      { path: '/tag/:tagName/albums', lazy: tagPage },
    ])
    assert.equal(loads.match({ pathname: '/search' })?.route.layout, 'bare')
    assert.deepEqual(loads.match({ pathname: '/popular' })?.params, { slugOrId: 'popular' })
    assert.isUndefined(loads.match({ pathname: '/a/b/c' }))
    assert.strictEqual(
      loads.match({ pathname: '/tag/jazz' })?.route.Page,
      loads.match({ pathname: '/tag/jazz/albums' })?.route.Page
    )
  })
})
