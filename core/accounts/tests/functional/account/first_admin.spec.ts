import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import hash from '@adonisjs/core/services/hash'
import Database from 'better-sqlite3'
import { runAce } from '#tests/helpers/app_process'
import { DEMO_ADMIN } from '#core/accounts/server/services/demo_credentials'
import { PASSWORD, login, withDemoAdmin } from '../sign_in/sign_in_helpers.js'
import { UserFactory } from '#database/factories/user_factory'

const PRINTED = /First admin account \(shown only this once\):\s+email:\s+(\S+)\s+password:\s+(\S+)/

/** `node ace setup` as `npm start` runs it, on a brand-new SQLite database in its own data folder. */
function productionSetup(dataDir: string, env: Record<string, string> = {}) {
  return runAce(['setup'], {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DB_CONNECTION: 'sqlite',
    SQLITE_PATH: join(dataDir, 'cadenza.sqlite'),
    MUSIC_DEMO_CATALOGUE: 'false',
    LOG_LEVEL: 'warn',
    ...env,
  })
}

test.group('First admin of an install', () => {
  test('production setup creates an admin with a random password, printed once, and no known password', async ({
    assert,
    cleanup,
  }) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cadenza-first-admin-'))
    cleanup(() => rmSync(dataDir, { recursive: true, force: true }))

    const first = await productionSetup(dataDir)
    assert.equal(first.exitCode, 0, first.output)
    const [, email, password] = first.output.match(PRINTED) ?? []
    assert.exists(password, first.output)
    assert.isAtLeast(password.length, 16)
    assert.notInclude(first.output, DEMO_ADMIN.password)

    const again = await productionSetup(dataDir)
    assert.equal(again.exitCode, 0, again.output)
    assert.notInclude(again.output, password, 'the password is never printed again')
    assert.notMatch(again.output, PRINTED)

    const sqlite = new Database(join(dataDir, 'cadenza.sqlite'), { readonly: true })
    cleanup(() => {
      sqlite.close()
    })
    const admins = sqlite
      .prepare(
        `SELECT users.email, users.password FROM users JOIN user_roles ON user_roles.user_id = users.id
         JOIN roles ON roles.id = user_roles.role_id WHERE roles.name = 'Admins'`
      )
      .all() as Array<{ email: string; password: string }>
    assert.lengthOf(admins, 1)
    assert.equal(admins[0].email, email)
    assert.isTrue(await hash.use('scrypt').verify(admins[0].password, password))
    assert.isFalse(await hash.use('scrypt').verify(admins[0].password, DEMO_ADMIN.password))
    const demoEnabled = sqlite
      .prepare(`SELECT value FROM settings WHERE name = 'demo.enabled'`)
      .get() as { value: string }
    assert.equal(demoEnabled.value, 'false', 'the login form is not prefilled')
  }).timeout(120_000)

  test('DEMO_MODE setup seeds the published demo admin and prefills the login form', async ({
    assert,
    cleanup,
  }) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cadenza-demo-mode-'))
    cleanup(() => rmSync(dataDir, { recursive: true, force: true }))

    const result = await productionSetup(dataDir, { DEMO_MODE: 'true' })
    assert.equal(result.exitCode, 0, result.output)
    assert.notMatch(result.output, PRINTED)

    const sqlite = new Database(join(dataDir, 'cadenza.sqlite'), { readonly: true })
    cleanup(() => {
      sqlite.close()
    })
    const user = sqlite
      .prepare('SELECT password FROM users WHERE email = ?')
      .get(DEMO_ADMIN.email) as { password: string }
    assert.isTrue(await hash.use('scrypt').verify(user.password, DEMO_ADMIN.password))
    const settings = Object.fromEntries(
      (
        sqlite.prepare(`SELECT name, value FROM settings WHERE name LIKE 'demo.%'`).all() as Array<{
          name: string
          value: string
        }>
      ).map(({ name, value }) => [name, JSON.parse(value)])
    )
    assert.include(settings, {
      'demo.enabled': true,
      'demo.email': DEMO_ADMIN.email,
      'demo.password': DEMO_ADMIN.password,
    })
  }).timeout(120_000)
})

test.group('Demo password warning for admins', (group) => {
  group.each.setup(withDemoAdmin)

  test('admins are told while the demo password works, and no longer once it is changed', async ({
    assert,
  }) => {
    const { session, response } = await login(DEMO_ADMIN.email, DEMO_ADMIN.password)
    assert.equal(response.status(), 200)
    assert.deepEqual(response.body().bootstrapData.admin_alerts, { demo_password: true })

    const changed = await session.put('/auth/user/password').json({
      current_password: DEMO_ADMIN.password,
      password: 'a new long secret',
      password_confirmation: 'a new long secret',
    })
    assert.equal(changed.status(), 200, changed.text())

    const after = await login(DEMO_ADMIN.email, 'a new long secret')
    assert.equal(after.response.status(), 200)
    assert.deepEqual(after.response.body().bootstrapData.admin_alerts, { demo_password: false })
  })

  test('people without the admin area get no alerts, even while the demo password works', async ({
    assert,
    cleanup,
  }) => {
    const user = await UserFactory.create()
    cleanup(async () => {
      await db.from('users').where('id', user.id).delete()
    })
    const { response } = await login(user.email, PASSWORD)
    assert.equal(response.status(), 200)
    assert.isNull(response.body().bootstrapData.admin_alerts)
  })
})
