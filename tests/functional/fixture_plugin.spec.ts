import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { bootstrapFrom } from '#tests/helpers/shell'

/**
 * tests/fixtures/echo is enabled like any plugin (PLUGINS_EXTRA); nothing
 * outside its folder names it. Everything it declares must show up.
 */
test.group('A plugin registers itself through its manifest', () => {
  test('its route answers under /api/v1/<id>', async ({ assert, client }) => {
    const response = await client.get('/api/v1/echo/greeting')
    assert.equal(response.status(), 200)
    assert.deepEqual(response.body(), { greeting: 'hello' })
  })

  test('its permission is stored with its label and group, and granted to guests as declared', async ({ assert, client }) => {
    const permission = await db.from('permissions').where('name', 'echo.shout').firstOrFail()
    assert.equal(permission.display_name, 'Shout')
    assert.equal(permission.group, 'Echo')
    const data = bootstrapFrom((await client.get('/')).text())
    assert.include(data.guest_role!.permissions.map((granted) => granted.name), 'echo.shout')
  })

  test('its menu item, setting and module id reach the bootstrap data', async ({ assert, client }) => {
    const data = bootstrapFrom((await client.get('/')).text())
    const primary = data.menus.find((menu) => menu.positions.includes('sidebar-primary'))!
    const item = primary.items.find((candidate) => candidate.id === 'echo.screen')
    assert.deepInclude(item, { label: 'Echo', action: '/echo', type: 'route', icon: 'radio' })
    assert.equal(data.settings.echo.greeting, 'hello')
    assert.include(data.modules, 'echo')
  })
})

test.group('Routes guarded by permission', () => {
  test('a guest reaches a route whose permission the guest role has', async ({ assert, client }) => {
    const response = await client.get('/api/v1/echo/shout')
    assert.equal(response.status(), 200)
  })

  test('a guest is refused with 401 where the guest role lacks the permission', async ({ assert, client }) => {
    const response = await client.get('/api/v1/echo/whisper')
    assert.equal(response.status(), 401)
    assert.deepEqual(response.body(), { message: 'You need to be logged in to do that.' })
  })
})
