import { test } from '@japa/runner'
import type { RegisteredWebPlugin, WebPlugin } from '../../../web/src/kernel/define_web_plugin.js'
import { appRoutes } from '../../../web/src/app/router/app_routes.js'
import { screenPresence } from '../../../web/src/menus/screen_presence.js'

const page = async () => ({ default: () => null })

/** hasScreen over the route table of these web parts plus one with the site's catch-all channel routes. */
function hasScreenWith(...parts: WebPlugin[]) {
  const channels: WebPlugin = {
    id: 'channels',
    routes: [
      { path: '/', lazy: page },
      { path: '/:slugOrId', lazy: page },
      { path: '/:slugOrId/:restriction', lazy: page },
    ],
  }
  const plugins: RegisteredWebPlugin[] = [channels, ...parts].map((plugin) => ({
    moduleId: plugin.id,
    source: `${plugin.id}/web/index.ts`,
    plugin,
  }))
  return screenPresence(appRoutes(plugins).map((route) => route.path))
}

test.group('Links to screens that are not there', () => {
  test('the admin area and backstage have no screen until a module registers one, whatever the catch-all routes match', ({
    assert,
  }) => {
    const hasScreen = hasScreenWith()
    assert.isFalse(hasScreen('/admin'))
    assert.isFalse(hasScreen('/admin/users'))
    assert.isFalse(hasScreen('/backstage/requests'))
    assert.isTrue(hasScreen('/'), 'links outside those areas are left alone')
    assert.isTrue(hasScreen('/popular-albums'))
    assert.isTrue(hasScreen('/account-settings?tab=security'))
  })

  test("a module's admin screens and backstage routes make their links appear", ({ assert }) => {
    const hasScreen = hasScreenWith(
      { id: 'admin', adminScreens: { '': page, 'users': page } },
      { id: 'backstage', routes: [{ path: '/backstage/requests', lazy: page }] }
    )
    assert.isTrue(hasScreen('/admin'))
    assert.isTrue(hasScreen('/admin/users'))
    assert.isFalse(hasScreen('/admin/roles'))
    assert.isTrue(hasScreen('/backstage/requests'))
    assert.isFalse(hasScreen('/backstage/upload'))
  })
})
