import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import app from '@adonisjs/core/services/app'
import { SettingsStore } from '#core/settings/server/settings_store'
import { CookieSession } from '#tests/helpers/cookie_session'
import { AppProcess } from '#tests/helpers/app_process'
import { LocalOidcServer, parseSocialPopup } from '#tests/helpers/oauth_server'
import type { SocialService } from '#core/accounts/server/services/social/social_settings'
import { PASSWORD, userRow } from './account_helpers.js'
import { UserFactory } from '#database/factories/user_factory'
import { signIn } from '#tests/helpers/sign_in'

/**
 * Runs the popup flow the way a browser does: our login (or connect) route
 * redirects to the provider, the provider redirects back to our callback,
 * whose page carries the result.
 */
async function popupFlow(
  session: CookieSession,
  service: SocialService,
  action: 'login' | 'connect' = 'login'
) {
  const start = await session.get(`/secure/auth/social/${service}/${action}`)
  if (start.status() !== 302)
    return {
      start,
      result: start.header('content-type')?.includes('html')
        ? parseSocialPopup(start.text())
        : null,
    }
  const provider = await fetch(start.header('location')!, { redirect: 'manual' })
  const callback = new URL(provider.headers.get('location')!)
  const page = await session.get(callback.pathname + callback.search)
  return { start, page, result: parseSocialPopup(page.text()) }
}

function profilesOf(userId: number) {
  return db.from('social_profiles').where('user_id', userId).orderBy('id')
}

let counter = 0
function newPerson(oidc: LocalOidcServer, email?: string | null) {
  counter++
  oidc.person = {
    id: `provider-id-${counter}`,
    email: email === undefined ? `social-${counter}@example.com` : email,
    name: `Social Person${counter}`,
    emailVerified: true,
  }
  return oidc.person
}

/** Spec sections 4 and 7: social login through a real local OIDC server. */
test.group('Social login', (group) => {
  const oidc = new LocalOidcServer()
  let restore: () => Promise<void>

  group.setup(async () => {
    await oidc.start()
    return () => oidc.stop()
  })
  group.each.setup(async () => {
    restore = await oidc.configure('google')
    return () => restore()
  })

  test('a new person registers, gets a social profile and is signed in (SUCCESS)', async ({
    assert,
  }) => {
    const person = newPerson(oidc)
    const session = await new CookieSession().start()
    const { start, page, result } = await popupFlow(session, 'google')
    assert.equal(start.status(), 302)
    assert.isTrue(start.header('location')!.startsWith(`${oidc.url}/authorize?`))
    assert.match(page!.header('content-type')!, /text\/html/)

    assert.equal(result!.type, 'social-login')
    assert.equal(result!.status, 'SUCCESS')
    assert.equal(result!.bootstrapData.user.email, person.email)
    // The browser learns which providers are on, never their credentials or endpoints.
    assert.deepEqual(result!.bootstrapData.settings.social.google, { enable: true })
    assert.isFalse(result!.bootstrapData.settings.social.compact_buttons)
    const user = await db.from('users').where('email', person.email!).first()
    assert.equal(user.first_name, 'Social')
    assert.isNotNull(user.email_verified_at)
    const [profile] = await profilesOf(user.id)
    assert.equal(profile.service_name, 'google')
    assert.equal(profile.user_service_id, person.id)
    // Provider tokens are kept encrypted.
    assert.isString(profile.access_token)
    assert.notMatch(profile.access_token, /^ey/)
    assert.equal((await session.get('/api/v1/users/me')).body().user.id, user.id)
  })

  test('a linked person signs straight back in', async ({ assert }) => {
    const person = newPerson(oidc)
    await popupFlow(await new CookieSession().start(), 'google')
    const { result } = await popupFlow(await new CookieSession().start(), 'google')
    assert.equal(result!.status, 'SUCCESS')
    assert.equal(result!.bootstrapData.user.email, person.email)
    assert.lengthOf(await db.from('users').where('email', person.email!), 1)
  })

  test('an existing account with the email asks for its password, then connects (REQUEST_PASSWORD)', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    newPerson(oidc, user.email)
    const session = await new CookieSession().start()
    const { result } = await popupFlow(session, 'google')
    assert.deepEqual(result, { type: 'social-login', status: 'REQUEST_PASSWORD' })
    assert.lengthOf(await profilesOf(user.id), 0)
    assert.equal((await session.get('/api/v1/users/me')).status(), 401)

    const wrong = await session.post('/secure/auth/social/connect').json({ password: 'not it' })
    assert.equal(wrong.status(), 422)
    assert.deepEqual(wrong.body().errors, { password: ['The provided password was incorrect.'] })
    const missing = await session.post('/secure/auth/social/connect').json({})
    assert.equal(missing.status(), 422)
    assert.property(missing.body().errors, 'password')

    const connected = await session.post('/secure/auth/social/connect').json({ password: PASSWORD })
    assert.equal(connected.status(), 200)
    assert.equal(connected.body().bootstrapData.user.id, user.id)
    assert.lengthOf(await profilesOf(user.id), 1)
    // The pending profile is used up.
    assert.equal(
      (await session.post('/secure/auth/social/connect').json({ password: PASSWORD })).status(),
      422
    )
  })

  test('connect without a pending social login answers 422', async ({ assert }) => {
    const response = await (
      await new CookieSession().start()
    )
      .post('/secure/auth/social/connect')
      .json({ password: PASSWORD })
    assert.equal(response.status(), 422)
    assert.equal(
      response.body().message,
      'There is no social login waiting to be connected. Please try again.'
    )
  })

  test('five wrong passwords drop the pending connection (429)', async ({ assert }) => {
    const user = await UserFactory.create()
    newPerson(oidc, user.email)
    const session = await new CookieSession().start()
    await popupFlow(session, 'google')
    const statuses = []
    for (let attempt = 0; attempt < 5; attempt++) {
      statuses.push(
        (
          await session.post('/secure/auth/social/connect').json({ password: `wrong-${attempt}` })
        ).status()
      )
    }
    assert.deepEqual(statuses, [422, 422, 422, 422, 429])
    assert.equal(
      (await session.post('/secure/auth/social/connect').json({ password: PASSWORD })).status(),
      422
    )
    assert.lengthOf(await profilesOf(user.id), 0)
  })

  test('replaying the session cookie of REQUEST_PASSWORD gains no attempts and connects once (cookie sessions)', async ({
    assert,
  }) => {
    // Production keeps sessions in cookies: an app process with that driver.
    const server = await AppProcess.start({ SESSION_DRIVER: 'cookie' })
    try {
      const user = await UserFactory.create()
      newPerson(oidc, user.email)
      const browser = await new CookieSession(server.url('')).start()
      const { result } = await popupFlow(browser, 'google')
      assert.deepEqual(result, { type: 'social-login', status: 'REQUEST_PASSWORD' })
      const connect = (session: CookieSession, password: string) =>
        session.post('/secure/auth/social/connect').json({ password })

      const statuses = []
      for (let attempt = 0; attempt < 6; attempt++)
        statuses.push((await connect(browser.copy(), `wrong-${attempt}`)).status())
      assert.deepEqual(statuses, [422, 422, 422, 422, 429, 429])
      assert.equal((await connect(browser.copy(), PASSWORD)).status(), 429)
      assert.lengthOf(await profilesOf(user.id), 0)

      // A fresh pending profile (the limit shared by password checks is lifted meanwhile).
      await db.from('limiter_rate_limits').delete()
      const second = await new CookieSession(server.url('')).start()
      await popupFlow(second, 'google')
      assert.equal((await connect(second.copy(), PASSWORD)).status(), 200)
      const replay = second.copy()
      assert.equal((await connect(replay, PASSWORD)).status(), 422)
      assert.equal((await replay.get('/api/v1/users/me')).status(), 401)
    } finally {
      await server.stop()
    }
  }).timeout(60_000)

  test('a signed-in visitor gets ALREADY_LOGGED_IN', async ({ assert }) => {
    const session = await signIn(await UserFactory.create())
    const { result } = await popupFlow(session, 'google')
    assert.deepEqual(result, { type: 'social-login', status: 'ALREADY_LOGGED_IN' })
  })

  test('a provider without an email, or with registration disabled, gives ERROR with a message', async ({
    assert,
  }) => {
    newPerson(oidc, null)
    const noEmail = (await popupFlow(await new CookieSession().start(), 'google')).result!
    assert.equal(noEmail.status, 'ERROR')
    assert.equal(noEmail.message, 'Google did not share an email address with us.')

    const settings = await app.container.make(SettingsStore)
    await settings.save({ 'registration.disable': true })
    try {
      newPerson(oidc)
      const disabled = (await popupFlow(await new CookieSession().start(), 'google')).result!
      assert.deepEqual(disabled, {
        type: 'social-login',
        status: 'ERROR',
        message: 'Registration is currently disabled.',
      })
    } finally {
      await settings.save({ 'registration.disable': false })
    }
  })

  test('a refused consent or a forged callback gives ERROR and signs nobody in', async ({
    assert,
  }) => {
    newPerson(oidc)
    const session = await new CookieSession().start()
    await session.get('/secure/auth/social/google/login')
    const denied = parseSocialPopup(
      (await session.get('/secure/auth/social/google/callback?error=access_denied')).text()
    )
    assert.equal(denied.status, 'ERROR')

    // A callback nobody started (no state cookie, no intent in the session).
    const stranger = await new CookieSession().start()
    const forged = parseSocialPopup(
      (await stranger.get('/secure/auth/social/google/callback?code=abc&state=xyz')).text()
    )
    assert.equal(forged.status, 'ERROR')
    assert.equal((await stranger.get('/api/v1/users/me')).status(), 401)
  })

  test('the popup page posts to the opener on its own origin and escapes the payload', async ({
    assert,
  }) => {
    newPerson(oidc)
    oidc.person.name = '</script><script>alert(1)</script>'
    const { page } = await popupFlow(await new CookieSession().start(), 'google')
    assert.include(page!.text(), 'window.opener.postMessage(message, window.location.origin)')
    assert.notInclude(page!.text(), '</script><script>alert(1)')
    assert.equal(page!.header('cache-control'), 'no-store')
  })

  test('unknown or disabled providers answer 404', async ({ assert }) => {
    const session = await new CookieSession().start()
    assert.equal((await session.get('/secure/auth/social/myspace/login')).status(), 404)
    assert.equal((await session.get('/secure/auth/social/facebook/login')).status(), 404)
    assert.equal((await session.get('/secure/auth/social/facebook/callback?code=x')).status(), 404)
  })

  test('connect links the provider to the signed-in account; disconnect removes it', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const person = newPerson(oidc)
    const session = await signIn(user)
    const { start, result } = await popupFlow(session, 'google', 'connect')
    assert.equal(start.status(), 302)
    assert.equal(result!.status, 'SUCCESS')
    assert.equal(result!.bootstrapData.user.id, user.id)
    const [profile] = await profilesOf(user.id)
    assert.equal(profile.user_service_id, person.id)
    assert.equal(
      (await session.get('/api/v1/users/me?with=social_profiles')).body().user.social_profiles[0]
        .service_name,
      'google'
    )

    const response = await session.post('/secure/auth/social/google/disconnect')
    assert.equal(response.status(), 200)
    assert.deepEqual(response.body().user.social_profiles, [])
    assert.lengthOf(await profilesOf(user.id), 0)
    assert.isNotNull(await userRow(user.id))
  })

  test('a provider account linked to someone else cannot be connected to another account', async ({
    assert,
  }) => {
    newPerson(oidc)
    await popupFlow(await new CookieSession().start(), 'google')
    const other = await UserFactory.create()
    const { result } = await popupFlow(await signIn(other), 'google', 'connect')
    assert.deepEqual(result, {
      type: 'social-login',
      status: 'ERROR',
      message: 'This Google account is already connected to another user.',
    })
    assert.lengthOf(await profilesOf(other.id), 0)
  })

  test('guests cannot connect or disconnect', async ({ assert }) => {
    const guest = await new CookieSession().start()
    assert.equal((await guest.get('/secure/auth/social/google/connect')).status(), 401)
    assert.equal((await guest.post('/secure/auth/social/google/disconnect')).status(), 401)
  })
})

/** The other three providers, each through its own stock ally driver pointed at the local server. */
test.group('Social login: every provider', (group) => {
  const oidc = new LocalOidcServer()
  group.setup(async () => {
    await oidc.start()
    return () => oidc.stop()
  })

  for (const service of ['facebook', 'spotify', 'twitter'] as const) {
    test(`${service}: a new person registers and signs in`, async ({ assert }) => {
      const restore = await oidc.configure(service)
      try {
        const person = newPerson(oidc)
        const { result } = await popupFlow(await new CookieSession().start(), service)
        assert.equal(result!.status, 'SUCCESS', JSON.stringify(result))
        const user = await db.from('users').where('email', person.email!).first()
        const [profile] = await profilesOf(user.id)
        assert.equal(profile.service_name, service)
        assert.equal(profile.user_service_id, person.id)
      } finally {
        await restore()
      }
    })
  }
})
