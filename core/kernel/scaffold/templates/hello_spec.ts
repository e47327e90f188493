import type { PluginNames } from '../plugin_names.js'

/** tests/functional/hello.spec.ts: proves the route, permission and menu item are live. */
export function helloSpecTemplate({ id, title, constant }: PluginNames) {
  return `import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { ModuleRegistry } from '#core/kernel/module_registry'
import { ${constant}_VIEW } from '../../permissions.js'

test.group('${title} plugin', () => {
  test('its API answers under /api/v1/${id}', async ({ client }) => {
    const response = await client.get('/api/v1/${id}/hello')
    response.assertStatus(200)
    response.assertBody({ message: 'Hello from ${id}' })
  })

  test('its permission and menu item are registered', async ({ assert }) => {
    const registry = await app.container.make(ModuleRegistry)
    const permissionNames = registry.permissions().map((permission) => permission.name)
    assert.include(permissionNames, ${constant}_VIEW)
    assert.containsSubset(registry.menuDefaults(), [
      { id: '${id}.home', position: 'sidebar-primary', action: '/${id}' },
    ])
  })
})
`
}
