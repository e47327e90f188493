import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import app from '@adonisjs/core/services/app'
import router from '@adonisjs/core/services/router'
import type { RouteJSON } from '@adonisjs/core/types/http'
import { ModuleRegistry } from '#core/kernel/module_registry'
import { guardRequirement } from '#core/kernel/http/guards'
import type User from '#core/accounts/server/models/user'
import { UserFactory } from '#database/factories/user_factory'
import { withSettings } from '#core/accounts/tests/functional/sign_in/sign_in_helpers'
import { grantPermissions } from '#tests/helpers/permissions'
import { bootstrapFrom } from '#tests/helpers/shell'

/**
 * Issue 16: every admin API route and every admin screen's address, for a
 * guest, a signed-in user, someone holding only that screen's permission
 * (with admin.access), someone holding another screen's permission, and an
 * admin. Admin routes are found, not listed: an API route is an admin route
 * when its `can()` guard asks a permission that an admin screen declares (the
 * manifests' `admin` entries), so a module's new screen and its routes are
 * walked with no edit here.
 */

const ADMIN_ACCESS = 'admin.access'
const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE']
/** A value each kind of path parameter accepts that names nothing stored (an id no row has). */
const UNKNOWN_ID = '987654321'

/**
 * The state-changing routes anyone may call, by route name: every other
 * POST, PUT, PATCH or DELETE must ask a guard (`can()`, `signedIn()`), so an
 * admin write that forgot its `can()` fails here rather than going unseen.
 */
const PUBLIC_WRITES: Record<string, string> = {
  'accounts.recaptcha.verify': 'the bot check before a guest form',
  'accounts.auth.register': 'signing up',
  'accounts.auth.login': 'signing in',
  'accounts.auth.logout': 'signing out (a guest too)',
  'accounts.auth.forgot_password': 'asking for a reset link',
  'accounts.auth.reset_password': 'using a reset link',
  'accounts.two_factor.challenge': 'the second step of signing in',
  'accounts.social.connect_pending': 'linking a social sign-in started as a guest',
  'pages.contact_page.store': 'the contact form (rate-limited)',
  'logs.logs.error.store': "the web app's error reports (rate-limited)",
  'analytics.analytics.page_views.store': "a visitor's browser counting the page it shows (rate-limited, bots ignored, no address kept)",
  'billing.webhooks.stripe': "Stripe's events, signed by Stripe and checked on the raw body",
  'billing.webhooks.paypal': "PayPal's events, checked through PayPal's verify-webhook-signature call on the raw body",
  'notifications.notifications.unsubscribe.one_click': "a mail client's one-click unsubscribe (RFC 8058), carrying its signed token",
  'api.not_found': 'the API\'s 404 for unknown paths',
  'music.subsonic.post': "the Subsonic API's form posts: each carries its app's credentials, checked (with music.view) by runEndpoint (plugins/music/server/subsonic)",
  'music.subsonic.unknown': "the Subsonic API's answer to a method it does not offer",
  'echo.greeting.update': 'test fixture',
  'echo.greeting.reset': 'test fixture',
  'echo.shout_event': 'test fixture',
}

type Actor = 'guest' | 'user' | 'holder' | 'otherScreen' | 'admin'

interface AdminRoute {
  method: string
  pattern: string
  name: string
  permissions: string[]
  path: string
}

function guardedPermissions(route: RouteJSON) {
  return [...route.middleware.all()].flatMap((middleware) => guardRequirement(middleware)?.permissions ?? [])
}

/** The route's path with every parameter filled by a value its matcher accepts. */
function pathOf(route: RouteJSON) {
  return route.pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment
      const matcher = route.matchers[segment.slice(1).replace(/\?$/, '')]?.match
      const value = [UNKNOWN_ID, 'unknown-thing'].find((candidate) => !matcher || matcher.test(candidate))
      if (!value) throw new Error(`No test value fits the matcher of ${route.pattern}`)
      return value
    })
    .join('/')
}

async function adminRoutes(screenPermissions: Set<string>): Promise<AdminRoute[]> {
  return Object.values(router.toJSON())
    .flat()
    .flatMap((route) => {
      const permissions = guardedPermissions(route)
      if (!permissions.some((permission) => screenPermissions.has(permission) || permission === ADMIN_ACCESS)) return []
      return route.methods
        .filter((method) => method !== 'HEAD')
        .map((method) => ({ method, pattern: route.pattern, name: route.name ?? route.pattern, permissions, path: pathOf(route) }))
    })
}

/** An account holding these permissions (and the default role's), through a role of its own. */
async function holderOf(permissions: string[]) {
  const user = await UserFactory.create()
  await grantPermissions(user.id, [ADMIN_ACCESS, ...permissions.filter((permission) => permission !== ADMIN_ACCESS)])
  return user
}

function request(client: ApiClient, route: AdminRoute, user: User | null) {
  const call = client.request(route.path, route.method as 'GET')
  // An empty body: refused by the validators (422) or about an unknown row (404), so nothing is written.
  if (WRITE_METHODS.includes(route.method)) call.json({}).withCsrfToken()
  return user ? call.loginAs(user) : call
}

test.group('Admin authorization matrix', () => {
  test('every state-changing route asks a guard, except the public ones named here', async ({ assert }) => {
    const unguarded = Object.values(router.toJSON())
      .flat()
      .filter((route) => route.methods.some((method) => WRITE_METHODS.includes(method)))
      .filter((route) => ![...route.middleware.all()].some((middleware) => guardRequirement(middleware)))
      .map((route) => route.name ?? route.pattern)
    const missing = unguarded.filter((name) => !(name in PUBLIC_WRITES))
    assert.deepEqual(missing, [], `writes without can() or signedIn(): ${missing.join(', ')}`)
  })

  test('every admin screen has API routes behind its own permission', async ({ assert }) => {
    const registry = await app.container.make(ModuleRegistry)
    const routes = await adminRoutes(new Set(registry.adminScreens().map((screen) => screen.permission)))
    for (const screen of registry.adminScreens()) {
      assert.isTrue(
        routes.some((route) => route.permissions.includes(screen.permission)),
        `admin screen "${screen.path}" declares ${screen.permission}, but no API route is guarded by it (.use(can(${screen.permission})))`
      )
    }
  })

  test("the admin routes named after an admin screen (custom-pages: *.custom_pages.*) ask that screen's permission", async ({ assert }) => {
    const registry = await app.container.make(ModuleRegistry)
    const screenPermissions = new Set(registry.adminScreens().map((screen) => screen.permission))
    const wrong: string[] = []
    for (const screen of registry.adminScreens()) {
      const resource = `.${screen.path.replaceAll('-', '_')}.`
      for (const route of Object.values(router.toJSON()).flat()) {
        const permissions = guardedPermissions(route)
        // Public routes of the same resource (music.tracks.show behind music.view) are not the screen's.
        if (!`.${route.name ?? ''}`.includes(resource) || !permissions.some((permission) => screenPermissions.has(permission))) continue
        if (!permissions.includes(screen.permission)) wrong.push(`${route.name} asks ${permissions.join('+')}, the ${screen.path} screen ${screen.permission}`)
      }
    }
    assert.deepEqual(wrong, [])
  })

  test('every admin API route: guests 401, users 403, other screens 403; its permission or admin let through', async ({ assert, client }) => {
    const registry = await app.container.make(ModuleRegistry)
    const screenPermissions = [...new Set(registry.adminScreens().map((screen) => screen.permission))]
    const routes = await adminRoutes(new Set(screenPermissions))
    assert.isAbove(routes.length, 8, 'the admin API is found')
    const user = await UserFactory.create()
    const admin = await UserFactory.apply('admin').create()
    const holders = new Map<string, User>()
    const holder = async (permissions: string[]) => {
      const key = [...permissions].sort().join('+')
      if (!holders.has(key)) holders.set(key, await holderOf(permissions))
      return holders.get(key)!
    }

    const failures: string[] = []
    for (const route of routes) {
      // A route behind admin.access alone (the report index, the admin area's own page: spec section 2)
      // is every admin-area holder's: no other screen's holder is turned away from it.
      const areaWide = route.permissions.every((permission) => permission === ADMIN_ACCESS)
      const other = areaWide ? undefined : screenPermissions.find((permission) => !route.permissions.includes(permission))
      const actors: Record<Actor, User | null> = {
        guest: null,
        user,
        holder: await holder(route.permissions),
        otherScreen: other ? await holder([other]) : null,
        admin,
      }
      const statuses = {} as Record<Actor, number>
      for (const actor of Object.keys(actors) as Actor[]) {
        if (actor === 'otherScreen' && !actors.otherScreen) continue
        statuses[actor] = (await request(client, route, actors[actor])).status()
      }
      const label = `${route.method} ${route.pattern} (${route.name}, ${route.permissions.join('+')})`
      const authorized = (status: number) => ![401, 403, 419].includes(status) && status < 500
      if (statuses.guest !== 401) failures.push(`${label}: guest got ${statuses.guest}, expected 401`)
      if (statuses.user !== 403) failures.push(`${label}: user got ${statuses.user}, expected 403`)
      if (statuses.otherScreen !== undefined && statuses.otherScreen !== 403)
        failures.push(`${label}: holder of ${other} only got ${statuses.otherScreen}, expected 403`)
      if (!authorized(statuses.holder)) failures.push(`${label}: holder of its permission got ${statuses.holder}`)
      if (!authorized(statuses.admin)) failures.push(`${label}: admin got ${statuses.admin}`)
      if (statuses.holder !== statuses.admin) failures.push(`${label}: holder got ${statuses.holder}, admin ${statuses.admin}`)
    }
    assert.deepEqual(failures, [], failures.join('\n'))
  })
    // Five requests for each of the admin API's routes: more than the suite's 30 s on a loaded machine.
    .timeout(120_000)

  test("every admin screen's address: the shell for everyone, never drawn on the server, with no admin data for non-admins", async ({ assert, client, cleanup }) => {
    const SECRET = 'sk-matrix-secret-value'
    const PRIVATE_URL = 'https://private.matrix.example/verify'
    cleanup(await withSettings({ 'recaptcha.secret_key': SECRET, 'echo.api_key': SECRET, 'recaptcha.verify_url': PRIVATE_URL }))
    const registry = await app.container.make(ModuleRegistry)
    const admin = await UserFactory.apply('admin').create()
    const user = await UserFactory.create()

    for (const screen of registry.adminScreens()) {
      const holder = await holderOf([screen.permission])
      const actors: Array<[string, User | null]> = [
        ['guest', null],
        ['user', user],
        ['holder', holder],
        ['admin', admin],
      ]
      for (const [actor, account] of actors) {
        const call = client.get(`/admin/${screen.path}`)
        const response = await (account ? call.loginAs(account) : call)
        const label = `/admin/${screen.path} as ${actor}`
        assert.equal(response.status(), 200, label)
        // The admin area is drawn in the browser, after its guard and through its guarded API.
        assert.include(response.header('server-timing') ?? '', 'shell;desc="browser"', label)
        const html = response.text()
        assert.notInclude(html, SECRET, label)
        assert.notInclude(html, PRIVATE_URL, label)
        const bootstrap = bootstrapFrom(html)
        if (actor === 'guest' || actor === 'user') {
          assert.isNull(bootstrap.admin_alerts, label)
          assert.notInclude(html, admin.email, label)
          assert.isFalse(
            (bootstrap.user?.permissions ?? []).some(({ name }) => name === 'admin' || name === ADMIN_ACCESS),
            label
          )
        } else {
          assert.isNotNull(bootstrap.admin_alerts, label)
        }
      }
    }
  })
})
