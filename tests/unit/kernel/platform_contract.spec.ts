import { test } from '@japa/runner'
import { errors } from '@vinejs/vine'
import { definePlugin, type PluginManifest } from '#core/kernel/contract'
import { InvalidManifestError, validateManifest } from '#core/kernel/manifest_validator'
import { bootOrder, ModuleRegistry, type LoadedModule } from '#core/kernel/module_registry'
import { SettingsSchema } from '#core/settings/server/settings_schema'

function loaded(manifest: PluginManifest, kind: 'core' | 'plugin' = 'plugin'): LoadedModule {
  return { manifest, kind, folder: `plugins/${manifest.id}`, file: `plugins/${manifest.id}/plugin.ts`, apiPrefix: `/api/v1/${manifest.id}` }
}

function problemsOf(manifest: unknown): string {
  try {
    validateManifest(manifest, 'radio', 'plugins/radio/plugin.ts')
    return ''
  } catch (error) {
    if (!(error instanceof InvalidManifestError)) throw error
    return error.message
  }
}

test.group('Manifest validation: platform fields', () => {
  test('valid events, listeners, hooks, bootstrap, lang and settings schema pass', ({ assert }) => {
    const manifest = definePlugin({
      id: 'radio',
      name: 'Radio',
      dependsOn: ['music'],
      events: ['user:deleted'],
      listeners: { 'user:deleted': [async () => ({ default: class { handle() {} } })] },
      hooks: { boot: () => {}, ready: () => {}, shutdown: () => {} },
      bootstrap: () => ({ stations: 3 }),
      lang: 'lang',
      settings: {
        defaults: { 'radio.mode': 'fm', 'radio.key': null },
        schema: {
          'radio.mode': { type: 'select', label: 'Mode', group: 'player', options: [{ value: 'fm', label: 'FM' }] },
          'radio.key': { type: 'string', label: 'Key', group: 'providers', secret: true, validation: { max: 40, pattern: '^[a-z]+$' } },
        },
      },
    })
    assert.strictEqual(validateManifest(manifest, 'radio', 'plugins/radio/plugin.ts'), manifest)
  })

  test('secret pages are page patterns with a :param, and the registry lists every module\'s', ({ assert }) => {
    assert.match(problemsOf({ id: 'radio', name: 'Radio', secretPages: ['/radio/invite'] }), /secretPages must be a list of paths/)
    assert.match(problemsOf({ id: 'radio', name: 'Radio', secretPages: ['radio/:code'] }), /secretPages must be a list of paths/)
    assert.strictEqual(problemsOf({ id: 'radio', name: 'Radio', secretPages: ['/radio/invite/:code'] }), '')
    const registry = new ModuleRegistry([loaded(definePlugin({ id: 'radio', name: 'Radio', secretPages: ['/radio/invite/:code'] }))])
    assert.deepEqual(registry.secretPages(), ['/radio/invite/:code'])
  })

  test('each wrong field is named, with the manifest file', ({ assert }) => {
    const message = problemsOf({
      id: 'radio',
      name: 'Radio',
      dependsOn: ['Music'],
      events: ['deleted'],
      listeners: { 'user:deleted': ['not-a-lazy-import'], oops: [] },
      hooks: { boot: 'now', start: () => {} },
      bootstrap: { stations: 3 },
      lang: '../elsewhere',
      settings: {
        defaults: { 'radio.mode': 'fm', 'radio.volume': 3 },
        schema: {
          'radio.mode': { type: 'select', label: 'Mode', group: 'Player Tab' },
          'radio.volume': { type: 'slider', label: '', group: 'player', options: [{ value: '1', label: 'One' }], validation: { min: 'low', pattern: '(' } },
          'radio.ghost': { type: 'boolean', label: 'Ghost', group: 'player' },
        },
      },
    })
    assert.include(message, 'plugins/radio/plugin.ts')
    for (const problem of [
      'dependsOn must be a list of module ids',
      'events must be a list of names like "user:deleted"',
      'listeners["user:deleted"] must be a list of lazy imports',
      'listeners: "oops" is not an event name',
      'hooks.boot must be a function',
      'hooks.start is not one of boot, ready, shutdown',
      'bootstrap must be a function',
      'lang must be a folder relative to the manifest',
      'settings.schema["radio.mode"].group must be a settings tab id',
      'settings.schema["radio.mode"].options must list { value, label } choices of a select',
      'settings.schema["radio.volume"].type "slider" is not one of string, text, number',
      'settings.schema["radio.volume"].label is required',
      'settings.schema["radio.volume"].options only apply to a select',
      'settings.schema["radio.volume"].validation min and max must be numbers',
      'settings.schema["radio.volume"].validation.pattern must be a regular expression',
      'settings.schema["radio.ghost"] has no default in settings.defaults',
    ]) {
      assert.include(message, problem)
    }
  })
})

test.group('Module registry: dependsOn, events and listeners', () => {
  const core = loaded(definePlugin({ id: 'accounts', name: 'Accounts', events: ['user:deleted'] }), 'core')

  test('a missing or disabled dependency is refused, naming the file', ({ assert }) => {
    const needsMusic = loaded(definePlugin({ id: 'radio', name: 'Radio', dependsOn: ['music'] }))
    assert.throws(() => new ModuleRegistry([core, needsMusic], { disabledIds: ['music'] }), /plugins\/radio\/plugin.ts:\n {2}- depends on "music", which is disabled \(PLUGINS_DISABLED\)/)
    assert.throws(() => new ModuleRegistry([core, needsMusic]), /depends on "music", which is not installed/)
  })

  test('plugins boot after the plugins they depend on; a cycle is refused', ({ assert }) => {
    const alpha = loaded(definePlugin({ id: 'alpha', name: 'Alpha', dependsOn: ['zeta'] }))
    const beta = loaded(definePlugin({ id: 'beta', name: 'Beta' }))
    const zeta = loaded(definePlugin({ id: 'zeta', name: 'Zeta', dependsOn: ['accounts'] }))
    const ordered = bootOrder([core, alpha, beta, zeta])
    assert.deepEqual(ordered.map((module) => module.manifest.id), ['accounts', 'beta', 'zeta', 'alpha'])
    assert.doesNotThrow(() => new ModuleRegistry(ordered))

    const a = loaded(definePlugin({ id: 'a', name: 'A', dependsOn: ['b'] }))
    const b = loaded(definePlugin({ id: 'b', name: 'B', dependsOn: ['a'] }))
    assert.throws(() => new ModuleRegistry(bootOrder([core, a, b])), /depends on "b", which boots after it/)
  })

  test('events are claimed once, and a plugin names its events after its id', ({ assert }) => {
    const again = loaded(definePlugin({ id: 'alpha', name: 'Alpha', events: ['user:deleted'] }))
    assert.throws(() => new ModuleRegistry([core, again]), /event "user:deleted" is already registered by plugins\/accounts\/plugin.ts/)
    const outside = loaded(definePlugin({ id: 'alpha', name: 'Alpha', events: ['beta:done' as any] }))
    assert.throws(() => new ModuleRegistry([core, outside]), /event "beta:done" must be named "alpha:..."/)
  })

  test('a listener of a module event nobody declares is refused, unless its plugin is disabled; framework events pass', ({ assert }) => {
    const listener = async () => ({ default: class { handle() {} } })
    const music = loaded(definePlugin({ id: 'music', name: 'Music' }))
    const listening = (event: string) => loaded(definePlugin({ id: 'notify', name: 'Notify', listeners: { [event as 'user:deleted']: [listener] } }))
    assert.throws(() => new ModuleRegistry([core, music, listening('music:track.published')]), /listens to "music:track.published", which no enabled module declares in its events/)
    assert.throws(() => new ModuleRegistry([core, listening('user:delted')]), /plugins\/notify\/plugin.ts:\n {2}- listens to "user:delted"/)
    assert.doesNotThrow(() => new ModuleRegistry([core, listening('music:track.published')], { disabledIds: ['music'] }))
    assert.doesNotThrow(() => new ModuleRegistry([core, listening('http:request_completed')]))
  })

  test('secret settings are private: never in what the browser receives', ({ assert }) => {
    const registry = new ModuleRegistry([
      loaded(
        definePlugin({
          id: 'radio',
          name: 'Radio',
          settings: {
            defaults: { 'radio.key': null, 'radio.endpoint': 'x', 'radio.mode': 'fm' },
            private: ['radio.endpoint'],
            schema: {
              'radio.key': { type: 'string', label: 'Key', group: 'providers', secret: true },
              'radio.mode': { type: 'string', label: 'Mode', group: 'player' },
            },
          },
        })
      ),
    ])
    assert.sameMembers([...registry.privateSettingKeys()], ['radio.key', 'radio.endpoint'])
  })
})

test.group('Settings schema: writes validated through VineJS', () => {
  const schema = new SettingsSchema(
    new ModuleRegistry([
      loaded(
        definePlugin({
          id: 'radio',
          name: 'Radio',
          settings: {
            defaults: { 'radio.name': 'On air', 'radio.logo': null, 'radio.volume': 3, 'radio.mode': 'fm', 'radio.on': true, 'radio.site': null, 'radio.code': null },
            schema: {
              'radio.name': { type: 'string', label: 'Name', group: 'general', validation: { required: true, min: 2, max: 10 } },
              'radio.logo': { type: 'image', label: 'Logo', group: 'general' },
              'radio.volume': { type: 'number', label: 'Volume', group: 'player', validation: { min: 0, max: 10 } },
              'radio.mode': { type: 'select', label: 'Mode', group: 'player', options: [{ value: 'fm', label: 'FM' }, { value: 'am', label: 'AM' }] },
              'radio.on': { type: 'boolean', label: 'On', group: 'player' },
              'radio.site': { type: 'url', label: 'Site', group: 'general' },
              'radio.code': { type: 'string', label: 'Code', group: 'general', validation: { pattern: '^[A-Z]{3}$' } },
            },
          },
        })
      ),
    ])
  )

  async function errorsOf(values: unknown): Promise<Record<string, string>> {
    try {
      await schema.validate(values)
      return {}
    } catch (error) {
      if (!(error instanceof errors.E_VALIDATION_ERROR)) throw error
      return Object.fromEntries((error.messages as Array<{ field: string; rule: string }>).map(({ field, rule }) => [field, rule]))
    }
  }

  test('valid values pass, only the keys sent; optional ones may be cleared with null', async ({ assert }) => {
    assert.deepEqual(await schema.validate({ 'radio.name': ' Jazz ', 'radio.volume': 10, 'radio.logo': '/storage/branding/logo.png' }), { 'radio.name': 'Jazz', 'radio.volume': 10, 'radio.logo': '/storage/branding/logo.png' })
    assert.deepEqual(await schema.validate({ 'radio.site': null, 'radio.mode': 'am', 'radio.on': false, 'radio.code': 'ABC' }), { 'radio.site': null, 'radio.mode': 'am', 'radio.on': false, 'radio.code': 'ABC' })
  })

  test('each declared rule refuses what breaks it', async ({ assert }) => {
    assert.deepEqual(
      await errorsOf({ 'radio.name': 'x', 'radio.volume': 11, 'radio.mode': 'dab', 'radio.on': 'yes please', 'radio.site': 'not a url', 'radio.code': 'abc', 'radio.logo': 'javascript:alert(1)' }),
      { 'radio.name': 'minLength', 'radio.volume': 'max', 'radio.mode': 'enum', 'radio.on': 'boolean', 'radio.site': 'url', 'radio.code': 'regex', 'radio.logo': 'regex' }
    )
    assert.deepEqual(await errorsOf({ 'radio.name': null }), { 'radio.name': 'required' })
    assert.deepEqual(await errorsOf({ 'radio.name': 'Fine', 'radio.other': 1 }), { 'radio.other': 'known' })
    assert.deepEqual(await errorsOf(['radio.name']), { settings: 'object' })
  })
})
