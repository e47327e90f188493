import { test } from '@japa/runner'
import type {
  BootstrapData,
  BootstrapMenuItem,
  BootstrapUser,
} from '../../../core/kernel/shared/bootstrap_data.js'
import { guardOutcome, forbiddenOutcome, loginUrl } from '../../../web/src/auth/guard.js'
import { hasPermission } from '../../../web/src/auth/permissions.js'
import { isMenuItemVisible, menuItemsAt } from '../../../web/src/menus/menu_visibility.js'
import { bootstrapUser } from './fixtures/bootstrap_user.js'

const guestRole = { id: 3, name: 'Guests', permissions: [{ name: 'music.view', restrictions: [] }] }

function user(overrides: Partial<BootstrapUser> = {}): BootstrapUser {
  return bootstrapUser({ id: 42, email_verified_at: null, permissions: [{ name: 'music.view', restrictions: [] }], ...overrides })
}

function viewer(current: BootstrapUser | null, settings: Record<string, any> = {}) {
  return { user: current, guest_role: guestRole, settings } as Pick<
    BootstrapData,
    'user' | 'guest_role' | 'settings'
  >
}

const item = (overrides: Partial<BootstrapMenuItem>): BootstrapMenuItem => ({
  id: 'x',
  type: 'route',
  label: 'X',
  action: '/x',
  ...overrides,
})

test.group('Permissions', () => {
  test('come from the user, or from the guest role when logged out', ({ assert }) => {
    assert.isTrue(hasPermission(viewer(null), 'music.view'))
    assert.isFalse(hasPermission(viewer(null), 'music.create'))
    assert.isFalse(hasPermission(viewer(user({ permissions: [] })), 'music.view'))
  })

  test('the admin permission grants every permission', ({ assert }) => {
    assert.isTrue(
      hasPermission(
        viewer(user({ permissions: [{ name: 'admin', restrictions: [] }] })),
        'settings.update'
      )
    )
  })
})

test.group('Menu item visibility', () => {
  test('needs every role of the item, by id; guests have the guest role', ({ assert }) => {
    assert.isTrue(isMenuItemVisible(item({ roles: [2] }), viewer(user())))
    assert.isFalse(isMenuItemVisible(item({ roles: [2, 5] }), viewer(user())))
    assert.isTrue(isMenuItemVisible(item({ roles: [3] }), viewer(null)))
  })

  test('needs every permission of the item', ({ assert }) => {
    assert.isTrue(isMenuItemVisible(item({ permissions: ['music.view'] }), viewer(null)))
    assert.isFalse(
      isMenuItemVisible(item({ permissions: ['music.view', 'music.create'] }), viewer(user()))
    )
  })

  test('needs every listed setting to match, comparing booleans by meaning', ({ assert }) => {
    const settings = { registration: { disable: false }, billing: { enable: '1' } }
    assert.isTrue(
      isMenuItemVisible(
        item({ settings: { 'registration.disable': false } }),
        viewer(null, settings)
      )
    )
    assert.isTrue(
      isMenuItemVisible(item({ settings: { 'billing.enable': true } }), viewer(null, settings))
    )
    assert.isFalse(
      isMenuItemVisible(
        item({ settings: { 'registration.disable': true } }),
        viewer(null, settings)
      )
    )
    assert.isFalse(
      isMenuItemVisible(item({ settings: { 'missing.key': 'on' } }), viewer(null, settings))
    )
  })

  test('subscribed items need an active subscription, unsubscribed ones its absence', ({
    assert,
  }) => {
    const subscriber = user({ subscriptions: [{ id: 1, valid: true, active: true }] })
    const lapsed = user({ subscriptions: [{ id: 1, valid: true, active: false }] })
    assert.isTrue(isMenuItemVisible(item({ subscriptionStatus: 'subscribed' }), viewer(subscriber)))
    assert.isFalse(isMenuItemVisible(item({ subscriptionStatus: 'subscribed' }), viewer(lapsed)))
    assert.isTrue(isMenuItemVisible(item({ subscriptionStatus: 'unsubscribed' }), viewer(lapsed)))
    assert.isFalse(
      isMenuItemVisible(item({ subscriptionStatus: 'unsubscribed' }), viewer(subscriber))
    )
  })

  test('collects the visible items of every menu at a position and fills in {currentUser}', ({
    assert,
  }) => {
    const data = {
      ...viewer(user()),
      menus: [
        {
          id: 'a',
          name: 'A',
          positions: ['sidebar-primary' as const],
          items: [
            item({ id: 'home', action: '/' }),
            item({ id: 'admin', permissions: ['admin.access'] }),
          ],
        },
        {
          id: 'b',
          name: 'B',
          positions: ['auth-dropdown' as const, 'sidebar-primary' as const],
          items: [item({ id: 'profile', action: '/user/{currentUser}/ana' })],
        },
        {
          id: 'c',
          name: 'C',
          positions: ['mobile-bottom' as const],
          items: [item({ id: 'mobile' })],
        },
      ],
    }
    const items = menuItemsAt(data, 'sidebar-primary')
    assert.deepEqual(
      items.map((entry) => [entry.id, entry.action]),
      [
        ['home', '/'],
        ['profile', '/user/42/ana'],
      ]
    )
  })
})

test.group('Route guard', () => {
  test('sends visitors to login for routes that need an account or a permission guests lack', ({
    assert,
  }) => {
    assert.equal(guardOutcome(viewer(null), { auth: true }), 'login')
    assert.equal(guardOutcome(viewer(null), { permissions: ['music.create'] }), 'login')
    assert.equal(guardOutcome(viewer(null), { permissions: ['music.view'] }), 'allow')
  })

  test('sends users without the permission to pricing when billing is on and they are not subscribed, else to not found', ({
    assert,
  }) => {
    assert.equal(
      guardOutcome(viewer(user(), { billing: { enable: true } }), { permissions: ['music.create'] }),
      'pricing'
    )
    assert.equal(
      guardOutcome(viewer(user(), { billing: { enable: false } }), { permissions: ['music.create'] }),
      'not-found'
    )
    const subscriber = user({ subscriptions: [{ id: 1, valid: true, active: true }] })
    assert.equal(
      guardOutcome(viewer(subscriber, { billing: { enable: true } }), {
        permissions: ['music.create'],
      }),
      'not-found'
    )
    assert.equal(guardOutcome(viewer(user()), { auth: true, permissions: ['music.view'] }), 'allow')
    // An admin screen asks for the area's permission and its own: both are needed.
    const areaOnly = user({ permissions: [{ name: 'admin.access', restrictions: [] }] })
    assert.equal(guardOutcome(viewer(areaOnly), { auth: true, permissions: ['admin.access', 'logs.view'] }), 'not-found')
    const both = user({ permissions: [{ name: 'admin.access', restrictions: [] }, { name: 'logs.view', restrictions: [] }] })
    assert.equal(guardOutcome(viewer(both), { auth: true, permissions: ['admin.access', 'logs.view'] }), 'allow')
  })

  test('treats 401 as a login and 403 as a login only when logged out', ({ assert }) => {
    assert.equal(forbiddenOutcome(viewer(user()), 401), 'login')
    assert.equal(forbiddenOutcome(viewer(null), 403), 'login')
    assert.equal(forbiddenOutcome(viewer(user()), 403), 'not-found')
  })

  test('brings the visitor back after login', ({ assert }) => {
    assert.equal(loginUrl('/library?tab=songs'), '/login?redirect=%2Flibrary%3Ftab%3Dsongs')
    assert.equal(loginUrl('/'), '/login')
  })
})
