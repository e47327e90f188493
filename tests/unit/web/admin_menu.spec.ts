import { test } from '@japa/runner'
import type { RegisteredWebPlugin, WebPlugin } from '../../../web/src/kernel/define_web_plugin.js'
import { adminMenu, screenAt } from '../../../core/admin/web/shell/admin_menu.js'

const screen = async () => ({ default: () => null })

function part(plugin: WebPlugin, admin: RegisteredWebPlugin['admin']): RegisteredWebPlugin {
  return { moduleId: plugin.id, source: `${plugin.id}/web/index.ts`, manifest: `${plugin.id}/plugin.ts`, admin, plugin }
}

const parts = [
  part({ id: 'logs', adminScreens: { logs: screen } }, [
    { path: 'logs', label: 'Logs', permission: 'logs.view', icon: 'scroll-text', section: 'system', order: 95 },
  ]),
  part({ id: 'settings', adminScreens: { settings: screen } }, [
    { path: 'settings', label: 'Settings', permission: 'settings.update', section: 'system', order: 90 },
  ]),
  // Declared, not drawn yet (a later issue's screens): never a link.
  part({ id: 'accounts' }, [{ path: 'users', label: 'Users', permission: 'users.update', section: 'people', order: 10 }]),
  part({ id: 'music', adminScreens: { tags: screen } }, [
    { path: 'tags', label: 'Tags', permission: 'tags.update', section: 'music', order: 38 },
  ]),
]

test.group('Admin navigation', () => {
  test('lists the drawn screens the viewer may open, by order, grouped where each section first comes', ({ assert }) => {
    const menu = adminMenu(parts, () => true)
    assert.deepEqual(
      menu.map((section) => [section.name, section.screens.map((item) => item.href)]),
      [
        ['music', ['/admin/tags']],
        ['system', ['/admin/settings', '/admin/logs']],
      ]
    )
  })

  test("leaves out the screens whose permission the viewer lacks, and sections left empty", ({ assert }) => {
    const menu = adminMenu(parts, (permission) => permission === 'logs.view')
    assert.deepEqual(
      menu.map((section) => [section.name, section.screens.map((item) => item.path)]),
      [['system', ['logs']]]
    )
  })

  test('finds the screen a path is in, sub-pages included', ({ assert }) => {
    const menu = adminMenu(parts, () => true)
    assert.equal(screenAt(menu, '/admin/logs/error/7')?.label, 'Logs')
    assert.equal(screenAt(menu, '/admin/settings')?.label, 'Settings')
    assert.isUndefined(screenAt(menu, '/admin/settingsx'))
    assert.isUndefined(screenAt(menu, '/admin'))
  })
})
