import { test } from '@japa/runner'
import type { RegisteredWebPlugin, WebPlugin } from '../../../web/src/kernel/define_web_plugin.js'
import { appRoutes } from '../../../web/src/app/router/app_routes.js'
import { screenPresence } from '../../../web/src/menus/screen_presence.js'

const page = async () => ({ default: () => null })

/** A web part with the admin screens its manifest declares (as the build copies them). */
interface Part {
  plugin: WebPlugin
  admin?: RegisteredWebPlugin['admin']
}

/** hasScreen over the route table of these web parts plus one with the site's catch-all channel routes. */
function hasScreenWith(...parts: Part[]) {
  const channels: WebPlugin = {
    id: 'channels',
    routes: [
      { path: '/', lazy: page },
      { path: '/:slugOrId', lazy: page },
      { path: '/:slugOrId/:restriction', lazy: page },
    ],
  }
  const plugins: RegisteredWebPlugin[] = [{ plugin: channels }, ...parts].map(({ plugin, admin }) => ({
    moduleId: plugin.id,
    source: `${plugin.id}/web/index.ts`,
    manifest: `${plugin.id}/plugin.ts`,
    admin: admin ?? [],
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
      { plugin: { id: 'admin', routes: [{ path: '/admin', lazy: page, layout: 'admin' }] } },
      {
        plugin: { id: 'accounts', adminScreens: { users: page } },
        admin: [{ path: 'users', label: 'Users', permission: 'users.update' }],
      },
      // Declared, not drawn yet: still no link.
      { plugin: { id: 'roles' }, admin: [{ path: 'roles', label: 'Roles', permission: 'roles.update' }] },
      { plugin: { id: 'backstage', routes: [{ path: '/backstage/requests', lazy: page }] } }
    )
    assert.isTrue(hasScreen('/admin'))
    assert.isTrue(hasScreen('/admin/users'))
    assert.isTrue(hasScreen('/admin/users/42/edit'), "a screen's own sub-pages")
    assert.isFalse(hasScreen('/admin/roles'))
    assert.isTrue(hasScreen('/backstage/requests'))
    assert.isFalse(hasScreen('/backstage/upload'))
  })
})
