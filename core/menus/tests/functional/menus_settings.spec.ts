import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { SettingsStore } from '#core/settings/server/settings_store'
import { UserFactory } from '#database/factories/user_factory'
import { signIn } from '#tests/helpers/sign_in'
import { CookieSession } from '#tests/helpers/cookie_session'
import { bootstrapFrom } from '#tests/helpers/shell'

const item = (overrides: Record<string, unknown> = {}) => ({
  id: 'custom.reports',
  type: 'route',
  label: 'Reports',
  action: '/admin',
  icon: 'compass',
  target: '_self',
  roles: [],
  permissions: ['admin.access'],
  settings: { 'billing.enable': false },
  subscriptionStatus: null,
  ...overrides,
})
const menu = (items: unknown[], overrides: Record<string, unknown> = {}) => ({ id: 'custom', name: 'Custom', positions: ['sidebar-primary'], items, ...overrides })

/** Saves the editor's settings as its Save does: on top of the current version. */
async function saveAppearance(session: CookieSession, settings: Record<string, unknown>) {
  const { values } = (await session.get('/api/v1/appearance')).body()
  return session.put('/api/v1/appearance').json({ version: values.version, settings })
}

test.group('Menus saved from the appearance editor', (group) => {
  let saved: unknown
  group.setup(async () => {
    const settings = await app.container.make(SettingsStore)
    await settings.refresh(true)
    saved = settings.get('menus')
    return () => settings.save({ menus: saved })
  })

  test('a valid menu is stored and reaches the bootstrap data', async ({ assert }) => {
    const admin = await UserFactory.apply('admin').create()
    const session = await signIn(admin)
    const menus = [...(saved as unknown[]), menu([item(), item({ id: 'custom.home', type: 'link', label: 'Docs', action: 'https://docs.example.com', target: '_blank', permissions: [] })])]
    const response = await saveAppearance(session, { menus })
    assert.equal(response.status(), 200)

    const data = bootstrapFrom((await new CookieSession().get('/search').header('accept', 'text/html')).text())
    const custom = data.menus.find((candidate) => candidate.id === 'custom')
    assert.deepEqual(custom?.positions, ['sidebar-primary'])
    assert.deepEqual(custom?.items.map((entry) => [entry.label, entry.action, entry.permissions]), [
      ['Reports', '/admin', ['admin.access']],
      ['Docs', 'https://docs.example.com', []],
    ])
  })

  test('wrong menus are refused with the path of the wrong field', async ({ assert }) => {
    const admin = await UserFactory.apply('admin').create()
    const session = await signIn(admin)
    const cases: Array<[unknown, string]> = [
      [[menu([item({ action: 'javascript:alert(1)' })])], 'menus.0.items.0.action'],
      [[menu([item({ action: '//evil.example/phish' })])], 'menus.0.items.0.action'],
      [[menu([item()], { positions: ['footer'] })], 'menus.0.positions.0'],
      [[menu([item({ label: '' })])], 'menus.0.items.0.label'],
      [[menu([item({ subscriptionStatus: 'maybe' })])], 'menus.0.items.0.subscriptionStatus'],
      [[menu([item(), item()])], 'menus.0.items'],
      [{ not: 'a list' }, 'menus'],
    ]
    for (const [menus, field] of cases) {
      const response = await saveAppearance(session, { menus })
      assert.equal(response.status(), 422, field)
      assert.include(Object.keys(response.body().errors), field)
    }
  })

  test('only appearance editors may save menus', async ({ assert }) => {
    const user = await UserFactory.create()
    const session = await signIn(user)
    assert.equal((await session.put('/api/v1/appearance').json({ version: 0, settings: { menus: [] } })).status(), 403)
    const guest = await new CookieSession().start()
    assert.equal((await guest.put('/api/v1/appearance').json({ version: 0, settings: { menus: [] } })).status(), 401)
  })
})
