import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { FACTORY_PASSWORD, UserFactory } from '#database/factories/user_factory'
import { signIn } from '#tests/helpers/sign_in'
import { CookieSession } from '#tests/helpers/cookie_session'
import { runAce } from '#tests/helpers/app_process'
import { bootstrapFrom } from '#tests/helpers/shell'

async function signedIn(options: { admin?: boolean } = {}) {
  const user = await (options.admin ? UserFactory.apply('admin') : UserFactory)
    .merge({ firstName: 'Contract' })
    .create()
  return { user, session: await signIn(user) }
}

const heard = async () =>
  (await new CookieSession().get('/api/v1/echo/heard')).body().heard as string[]

/** Each field of the manifest, end to end, through the echo fixture (tests/fixtures/echo). */
test.group('Platform contract: events and lifecycle', () => {
  test('lifecycle hooks ran at boot and once the app was ready, with the host', async ({
    assert,
  }) => {
    const seen = await heard()
    assert.deepEqual(seen.slice(0, 2), ['boot', 'ready, greeting hello'])
  })

  test('the shutdown hook runs when the app terminates', async ({ assert }) => {
    const command = await runAce(['plugins:list'], { ECHO_REPORT_SHUTDOWN: '1' })
    assert.equal(command.exitCode, 0)
    assert.include(command.output, 'echo: shut down')
  })

  test('a module’s own event reaches its listener; a listener that throws is logged and the request still succeeds', async ({
    assert,
  }) => {
    const session = await new CookieSession().start()
    const shouted = await session.post('/api/v1/echo/shout-event').json({ word: 'hey' })
    assert.equal(shouted.status(), 200)
    assert.include(shouted.body().heard, 'echo:shouted hey')
    const failing = await session.post('/api/v1/echo/shout-event').json({ word: 'boom' })
    assert.equal(failing.status(), 200)
    assert.notInclude(failing.body().heard, 'echo:shouted boom')
  })

  test('deleting an account emits user:deleted to other modules’ listeners, after the commit', async ({
    assert,
  }) => {
    const { user, session } = await signedIn()
    await session.post('/auth/user/confirm-password').json({ password: FACTORY_PASSWORD })
    const deleted = await session.delete(`/api/v1/users/${user.id}?deleteCurrentUser=true`)
    assert.equal(deleted.status(), 200)
    assert.include(await heard(), `user:deleted ${user.id}`)
  })
})

test.group('Platform contract: bootstrap data and translations', () => {
  test('a module’s bootstrap contribution is in the bootstrap data under module_data.<id>, per visitor', async ({
    assert,
  }) => {
    const guest = bootstrapFrom((await new CookieSession().get('/')).text())
    assert.deepEqual(guest.module_data.echo, { greeting: 'hello', signed_in: false })
    const { session } = await signedIn()
    const member = bootstrapFrom((await session.get('/')).text())
    assert.deepEqual(member.module_data.echo, { greeting: 'hello', signed_in: true })
  })

  test('a module’s lang/en.json lines are seeded into the English localization', async ({
    assert,
  }) => {
    const row = await db.from('localizations').where('language', 'en').firstOrFail()
    assert.equal(
      JSON.parse(row.lines)['The echo fixture says hello'],
      'The echo fixture says hello'
    )
  })
})

test.group('Platform contract: settings schema', (group) => {
  group.each.teardown(async () => {
    const { session } = await signedIn({ admin: true })
    await session
      .put('/api/v1/settings')
      .json({
        settings: {
          'echo.greeting': 'hello',
          'echo.volume': 5,
          'echo.mood': 'calm',
          'echo.api_key': null,
        },
      })
  })

  test('GET settings describes every declared setting with its value; secrets only say whether they are set', async ({
    assert,
  }) => {
    const { session } = await signedIn({ admin: true })
    const response = await session.get('/api/v1/settings')
    assert.equal(response.status(), 200)
    const fields: Array<Record<string, unknown>> = response.body().settings
    assert.deepEqual(
      fields.find((field) => field.key === 'echo.mood'),
      {
        key: 'echo.mood',
        type: 'select',
        label: 'Mood',
        group: 'echo',
        options: [
          { value: 'calm', label: 'Calm' },
          { value: 'wild', label: 'Wild' },
        ],
        value: 'calm',
      }
    )
    assert.deepEqual(
      fields.find((field) => field.key === 'echo.api_key'),
      {
        key: 'echo.api_key',
        type: 'string',
        label: 'API key',
        group: 'echo',
        secret: true,
        is_set: false,
      }
    )
    // Core modules' and the music plugin's settings are declared too.
    for (const key of [
      'branding.site_name',
      'homepage.type',
      'social.google.client_secret',
      'player.default_volume',
    ]) {
      assert.isDefined(
        fields.find((field) => field.key === key),
        key
      )
    }
  })

  test('PUT settings stores valid values; a secret is stored but never sent back nor to the browser', async ({
    assert,
  }) => {
    const { session } = await signedIn({ admin: true })
    const saved = await session
      .put('/api/v1/settings')
      .json({
        settings: {
          'echo.greeting': 'Salut',
          'echo.volume': 11,
          'echo.mood': 'wild',
          'echo.api_key': 'key-123',
          'echo.loud': true,
        },
      })
    assert.equal(saved.status(), 200)
    assert.notInclude(saved.text(), 'key-123')
    assert.deepInclude(saved.body().settings, {
      key: 'echo.api_key',
      type: 'string',
      label: 'API key',
      group: 'echo',
      secret: true,
      is_set: true,
    })
    const stored = Object.fromEntries(
      (
        await db.from('settings').whereIn('name', ['echo.greeting', 'echo.volume', 'echo.api_key'])
      ).map((row) => [row.name, JSON.parse(row.value)])
    )
    assert.deepEqual(stored, {
      'echo.greeting': 'Salut',
      'echo.volume': 11,
      'echo.api_key': 'key-123',
    })

    const page = await new CookieSession().get('/')
    assert.notInclude(page.text(), 'key-123')
    assert.equal(bootstrapFrom(page.text()).settings.echo.greeting, 'Salut')
  })

  test('wrong values and unknown keys: 422 naming each key, nothing stored', async ({ assert }) => {
    const { session } = await signedIn({ admin: true })
    const wrong = await session
      .put('/api/v1/settings')
      .json({
        settings: {
          'echo.greeting': 'x',
          'echo.volume': 12,
          'echo.mood': 'sleepy',
          'echo.loud': 'very',
        },
      })
    assert.equal(wrong.status(), 422)
    assert.sameMembers(Object.keys(wrong.body().errors), [
      'echo.greeting',
      'echo.volume',
      'echo.mood',
      'echo.loud',
    ])
    assert.isString(wrong.body().message)

    const unknown = await session
      .put('/api/v1/settings')
      .json({ settings: { 'echo.greeting': 'Fine', 'menus.seeded_items': [] } })
    assert.equal(unknown.status(), 422)
    assert.deepEqual(unknown.body().errors, {
      'menus.seeded_items': ['menus.seeded_items is not a setting that can be changed'],
    })

    const notAnObject = await session.put('/api/v1/settings').json({ settings: 'all' })
    assert.equal(notAnObject.status(), 422)
    assert.equal(
      (await db.from('settings').where('name', 'echo.greeting').first())?.value ?? '"hello"',
      '"hello"'
    )
  })

  test('only people holding settings.update: guests 401, members 403', async ({ assert }) => {
    assert.equal((await new CookieSession().get('/api/v1/settings')).status(), 401)
    const { session } = await signedIn()
    assert.equal((await session.get('/api/v1/settings')).status(), 403)
    assert.equal(
      (
        await session.put('/api/v1/settings').json({ settings: { 'echo.greeting': 'Hacked' } })
      ).status(),
      403
    )
  })
})

test.group('Platform contract: dependsOn and migrations of disabled plugins', () => {
  test('a plugin whose dependency is disabled or missing stops the boot with an error naming its file', async ({
    assert,
  }) => {
    const disabled = await runAce(['plugins:list'], {
      PLUGINS_EXTRA: 'tests/fixtures/echo,tests/fixtures/needs-music',
      PLUGINS_DISABLED: 'music',
    })
    assert.notEqual(disabled.exitCode, 0)
    assert.include(disabled.output, 'tests/fixtures/needs-music/plugin.ts')
    assert.include(disabled.output, 'depends on "music", which is disabled (PLUGINS_DISABLED)')

    const enabled = await runAce(['plugins:list'], {
      PLUGINS_EXTRA: 'tests/fixtures/echo,tests/fixtures/needs-music',
    })
    assert.equal(enabled.exitCode, 0)
    assert.include(enabled.output, 'needs-music')
  })

  test('a disabled plugin’s migrations stay known: a rollback can still be planned', async ({
    assert,
  }) => {
    const status = await runAce(['migration:rollback', '--dry-run', '--batch=0'], {
      PLUGINS_DISABLED: 'music',
    })
    assert.equal(status.exitCode, 0, status.output)
    assert.include(status.output, 'plugins/music/server/migrations/')
  })
})
