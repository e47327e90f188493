import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { AppProcess } from '#tests/helpers/app_process'
import { CookieSession } from '#tests/helpers/cookie_session'
import { authenticator, enableTwoFactor, PASSWORD } from './account_helpers.js'
import { UserFactory } from '#database/factories/user_factory'

const CHALLENGE = '/auth/two-factor-challenge'

/** Six-digit codes the authenticator does not accept right now. */
function wrongCodes(secret: string, count: number) {
  const app = authenticator(secret)
  const valid = new Set([app.at(-1), app.now(), app.at(1)])
  return Array.from({ length: count + 3 }, (_, index) =>
    String(index * 111_111 + 1).padStart(6, '0')
  )
    .filter((code) => !valid.has(code))
    .slice(0, count)
}

/** A browser of `server` right after the password step of a two-factor login. */
async function passwordStepDone(server: AppProcess, email: string) {
  const browser = await new CookieSession(server.url('')).start()
  const login = await browser
    .post('/auth/login')
    .json({ email, password: PASSWORD, remember: false })
  if (login.status() !== 200 || !login.body().two_factor)
    throw new Error(`password step failed: ${login.status()} ${login.text()}`)
  return browser
}

/**
 * Issue 13, item 1: in production sessions are cookies (SESSION_DRIVER=cookie),
 * so an attacker can save the cookie of the moment after the password step
 * and send it again with every guess. The counts must live on the server.
 */
test.group('Two-factor challenge with replayed session cookies', (group) => {
  let server: AppProcess
  group.setup(async () => {
    server = await AppProcess.start({ SESSION_DRIVER: 'cookie' })
    return () => server.stop()
  })
  group.each.setup(async () => {
    await db.from('limiter_rate_limits').delete()
  })

  test('replaying the cookie of the password step gets 429 after 5 codes, even with the right one', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const { secret } = await enableTwoFactor(user)
    const saved = await passwordStepDone(server, user.email)

    const statuses = []
    for (const code of wrongCodes(secret, 7)) {
      const replay = saved.copy()
      statuses.push((await replay.post(CHALLENGE).json({ code })).status())
    }
    assert.deepEqual(statuses, [422, 422, 422, 422, 429, 429, 429])

    const replay = saved.copy()
    const right = await replay.post(CHALLENGE).json({ code: authenticator(secret).at(1) })
    assert.equal(right.status(), 429)
    assert.equal((await replay.get('/api/v1/users/me')).status(), 401)
  }).timeout(60_000)

  test('a challenge signs in once: replaying its cookie afterwards with a recovery code gets 401', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const { secret, recoveryCodes } = await enableTwoFactor(user)
    const saved = await passwordStepDone(server, user.email)

    const first = saved.copy()
    const signedIn = await first.post(CHALLENGE).json({ code: authenticator(secret).at(1) })
    assert.equal(signedIn.status(), 200)

    const replay = saved.copy()
    const again = await replay.post(CHALLENGE).json({ recovery_code: recoveryCodes[0] })
    assert.equal(again.status(), 401)
    assert.equal((await replay.get('/api/v1/users/me')).status(), 401)
    // The recovery code was not spent on the refused attempt.
    assert.lengthOf(
      JSON.parse((await db.from('users').where('id', user.id).first()).two_factor_recovery_codes),
      8
    )
  }).timeout(60_000)
})

test.group('Two-factor codes per account', (group) => {
  group.each.setup(async () => {
    await db.from('limiter_rate_limits').delete()
  })

  test('10 wrong codes over fresh challenges block the account’s codes (429), the right one too', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const { secret } = await enableTwoFactor(user)
    const codes = wrongCodes(secret, 4)
    const statuses: number[] = []
    // Fresh challenges, 4 wrong codes each: no single challenge is used up.
    for (let round = 0; round < 3; round++) {
      const browser = await new CookieSession().start()
      await browser.post('/auth/login').json({ email: user.email, password: PASSWORD })
      for (const code of round < 2 ? codes : codes.slice(0, 2))
        statuses.push((await browser.post(CHALLENGE).json({ code })).status())
    }
    assert.deepEqual(statuses, Array(10).fill(422))

    const browser = await new CookieSession().start()
    await browser.post('/auth/login').json({ email: user.email, password: PASSWORD })
    const right = await browser.post(CHALLENGE).json({ code: authenticator(secret).at(1) })
    assert.equal(right.status(), 429)
  })
})
