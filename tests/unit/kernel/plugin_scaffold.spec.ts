import { test } from '@japa/runner'
import { pluginScaffoldFiles } from '#core/kernel/scaffold/plugin_files'
import { pluginIdProblem, pluginNames } from '#core/kernel/scaffold/plugin_names'

test.group('Plugin scaffold: ids and names', () => {
  test('accepts lower-case words of letters and digits joined by dashes', ({ assert }) => {
    for (const id of ['podcasts', 'demo-check', 'mp3-tools', 'a1'])
      assert.isNull(pluginIdProblem(id), id)
  })

  test('refuses upper case, underscores, a leading digit, stray dashes and paths', ({ assert }) => {
    for (const id of [
      'Podcasts',
      'my_plugin',
      '9lives',
      '-lead',
      'trail-',
      'double--dash',
      '../up',
      '',
    ]) {
      assert.include(pluginIdProblem(id), 'is not a valid plugin id', id)
    }
  })

  test('derives the display title and the constant prefix from the id', ({ assert }) => {
    assert.deepEqual(pluginNames('demo-check'), {
      id: 'demo-check',
      title: 'Demo Check',
      constant: 'DEMO_CHECK',
    })
    assert.deepEqual(pluginNames('podcasts'), {
      id: 'podcasts',
      title: 'Podcasts',
      constant: 'PODCASTS',
    })
  })
})

test.group('Plugin scaffold: files', () => {
  test('the manifest names its permission, menu item, setting, route and web part after the id', ({
    assert,
  }) => {
    const files = pluginScaffoldFiles(pluginNames('demo-check'))
    const manifest = files.find((file) => file.path === 'plugin.ts')!.contents
    assert.include(manifest, `id: 'demo-check'`)
    assert.include(manifest, `position: 'sidebar-primary'`)
    assert.include(manifest, `action: '/demo-check'`)
    assert.include(manifest, `defaults: { 'demo-check.enabled': true }`)
    assert.include(manifest, `router.get('/hello'`)
    assert.include(manifest, `web: 'web/index.ts'`)
    const permissions = files.find((file) => file.path === 'permissions.ts')!.contents
    assert.include(permissions, `export const DEMO_CHECK_VIEW = 'demo-check.view'`)
  })

  test('the web part routes /<id> to a lazily imported screen', ({ assert }) => {
    const files = pluginScaffoldFiles(pluginNames('demo-check'))
    const web = files.find((file) => file.path === 'web/index.ts')!.contents
    assert.include(web, `path: '/demo-check'`)
    assert.include(web, `lazy: () => import('./screens/home_screen.js')`)
    assert.isTrue(files.some((file) => file.path === 'web/screens/home_screen.tsx'))
  })
})
