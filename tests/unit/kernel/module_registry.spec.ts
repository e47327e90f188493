import { test } from '@japa/runner'
import { definePlugin, type PluginManifest } from '#core/kernel/contract'
import { InvalidManifestError, validateManifest } from '#core/kernel/manifest_validator'
import { ModuleRegistry, UNREACHABLE_SERVICE_URL, type LoadedModule } from '#core/kernel/module_registry'

function loaded(manifest: PluginManifest, kind: 'core' | 'plugin' = 'plugin'): LoadedModule {
  return { manifest, kind, folder: `plugins/${manifest.id}`, file: `plugins/${manifest.id}/plugin.ts`, apiPrefix: `/api/v1/${manifest.id}` }
}

test.group('Manifest validation', () => {
  test('a valid manifest passes unchanged', ({ assert }) => {
    const manifest = definePlugin({ id: 'radio', name: 'Radio', menus: [{ id: 'radio.home', position: 'sidebar-primary', label: 'Radio', action: '/radio' }] })
    assert.strictEqual(validateManifest(manifest, 'radio', 'plugins/radio/plugin.ts'), manifest)
  })

  test('a wrong manifest fails with its file name and every problem', ({ assert }) => {
    const wrong = {
      id: 'Radio',
      name: '',
      menus: [{ id: 'x', position: 'sidebar', label: 'X', action: '/x' }],
      seo: [{ name: 'radio', paths: ['radio'] }],
      adSlots: [{ key: 'banner' }],
      web: 'web/index.css',
      errorSinks: ['./sink.js'],
    }
    try {
      validateManifest(wrong, 'radio', 'plugins/radio/plugin.ts')
      assert.fail('expected an InvalidManifestError')
    } catch (error) {
      assert.instanceOf(error, InvalidManifestError)
      const message = (error as Error).message
      assert.include(message, 'plugins/radio/plugin.ts')
      assert.include(message, 'id "Radio"')
      assert.include(message, 'name is required')
      assert.include(message, 'menus[0].position "sidebar" is not one of sidebar-primary')
      assert.include(message, 'seo[0].paths')
      assert.include(message, 'adSlots[0].key "banner"')
      assert.include(message, 'web must be the path of a .ts or .tsx file')
      assert.include(message, 'errorSinks must be a list of lazy imports')
    }
  })

  test('the id must equal the folder name', ({ assert }) => {
    assert.throws(() => validateManifest(definePlugin({ id: 'radio', name: 'Radio' }), 'podcasts', 'plugins/podcasts/plugin.ts'), /must equal its folder name "podcasts"/)
  })
})

test.group('Module registry', () => {
  test('merges what every module contributes, ordered', ({ assert }) => {
    const registry = new ModuleRegistry([
      loaded(
        definePlugin({
          id: 'alpha',
          name: 'Alpha',
          permissions: [{ name: 'alpha.view', label: 'View', group: 'Alpha' }],
          menus: [{ id: 'alpha.b', position: 'sidebar-primary', label: 'B', action: '/b', order: 20 }],
          settings: { defaults: { 'alpha.size': 3, 'alpha.secret': 'x' }, private: ['alpha.secret'] },
          adSlots: [{ key: 'ads.alpha_top', label: 'Top', sizeHint: 'Any' }],
        })
      ),
      loaded(
        definePlugin({
          id: 'beta',
          name: 'Beta',
          menus: [{ id: 'beta.a', position: 'sidebar-primary', label: 'A', action: '/a', order: 10 }],
          seo: [{ name: 'beta', label: 'Beta', paths: ['/beta/:id'] }],
        })
      ),
    ])
    assert.deepEqual(registry.ids, ['alpha', 'beta'])
    assert.deepEqual(registry.permissions().map((permission) => permission.name), ['alpha.view'])
    assert.deepEqual(registry.menuDefaults().map((item) => item.id), ['beta.a', 'alpha.b'])
    assert.deepEqual(registry.settingsDefaults(), { 'ads.alpha_top': null, 'alpha.size': 3, 'alpha.secret': 'x' })
    assert.isTrue(registry.privateSettingKeys().has('alpha.secret'))
    assert.deepEqual(registry.seoPages().map((page) => page.moduleId), ['beta'])
  })

  test('refuses two modules claiming the same permission, menu item, setting or id', ({ assert }) => {
    const first = definePlugin({ id: 'alpha', name: 'Alpha', permissions: [{ name: 'shared.view', label: 'View', group: 'G' }] })
    const second = definePlugin({ id: 'beta', name: 'Beta', permissions: [{ name: 'shared.view', label: 'View', group: 'G' }] })
    assert.throws(() => new ModuleRegistry([loaded(first), loaded(second)]), /permission "shared.view" is already registered by plugins\/alpha\/plugin.ts/)
    const settingA = definePlugin({ id: 'alpha', name: 'Alpha', settings: { defaults: { 'x.y': 1 } } })
    const settingB = definePlugin({ id: 'beta', name: 'Beta', settings: { defaults: { 'x.y': 2 } } })
    assert.throws(() => new ModuleRegistry([loaded(settingA), loaded(settingB)]), /setting "x.y"/)
  })

  test('under test, the settings of outside services default to an unreachable local address', ({ assert }) => {
    const radio = definePlugin({
      id: 'radio',
      name: 'Radio',
      settings: { defaults: { 'radio.api_url': null, 'radio.mode': 'fm' }, outsideServices: ['radio.api_url'] },
    })
    assert.deepEqual(new ModuleRegistry([loaded(radio)]).settingsDefaults(), { 'radio.api_url': null, 'radio.mode': 'fm' })
    assert.deepEqual(new ModuleRegistry([loaded(radio)], { inTest: true }).settingsDefaults(), {
      'radio.api_url': UNREACHABLE_SERVICE_URL,
      'radio.mode': 'fm',
    })
    const undeclared = definePlugin({ id: 'radio', name: 'Radio', settings: { defaults: {}, outsideServices: ['radio.api_url'] } })
    assert.throws(() => validateManifest(undeclared, 'radio', 'plugins/radio/plugin.ts'), /settings.outsideServices must list keys of settings.defaults/)
  })
})
