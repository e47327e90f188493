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

  test('derives the display title, the constant, class, function and table prefixes from the id', ({ assert }) => {
    assert.deepEqual(pluginNames('demo-check', 1), {
      id: 'demo-check',
      title: 'Demo Check',
      constant: 'DEMO_CHECK',
      pascal: 'DemoCheck',
      camel: 'demoCheck',
      snake: 'demo_check',
      migrationTimestamp: 1,
    })
    assert.include(pluginNames('podcasts', 1), { title: 'Podcasts', constant: 'PODCASTS', pascal: 'Podcasts', camel: 'podcasts', snake: 'podcasts' })
  })
})

test.group('Plugin scaffold: files', () => {
  const files = pluginScaffoldFiles(pluginNames('demo-check', 1764000000000))
  const contents = (path: string) => files.find((file) => file.path === path)!.contents

  test('the manifest declares each part its files add, importing each module once', ({ assert }) => {
    const manifest = contents('plugin.ts')
    for (const field of [
      `id: 'demo-check'`,
      'permissions: DEMO_CHECK_PERMISSIONS,',
      'settings: DEMO_CHECK_SETTINGS,',
      `events: ['demo-check:item_created'],`,
      `  'user:deleted': [() => import('./server/listeners/remove_user_items.js')],`,
      'locks: [DEMO_CHECK_PRUNE_LOCK],',
      `seeders: [() => import('./server/seeders/welcome_item_seeder.js')],`,
      `jobs: [() => import('./server/jobs/prune_items_job.js')],`,
      `schedules: [{ job: 'demo-check.prune_items', every: '1h' }],`,
      'routes: demoCheckRoutes,',
      `lang: 'lang',`,
      `action: '/demo-check',`,
      `web: 'web/index.ts',`,
      'searchables: [ITEMS_SEARCHABLE],',
      `admin: [{ path: 'demo-check', label: 'Demo Check', permission: DEMO_CHECK_CREATE, icon: 'puzzle', section: 'plugins', order: 60 }],`,
    ]) {
      assert.include(manifest, field)
    }
    assert.include(manifest, `import { DEMO_CHECK_PERMISSIONS, DEMO_CHECK_VIEW, DEMO_CHECK_CREATE } from './permissions.js'`)
    assert.equal(manifest.split(`from './permissions.js'`).length, 2, 'one import line per module')
    assert.include(manifest, `import type {} from './events.js'`)
  })

  test('the migration is named like make:migration names them and creates the model table', ({ assert }) => {
    assert.include(contents('server/migrations/1764000000000_create_demo_check_items_table.ts'), `protected tableName = 'demo_check_items'`)
    assert.include(contents('server/models/demo_check_item.ts'), `static table = 'demo_check_items'`)
  })

  test('the searchable is indexed by a migration of its own, run after the table is created', ({ assert }) => {
    const searchable = contents('server/search/items_searchable.ts')
    assert.include(searchable, `name: 'demo_check_items',`)
    assert.include(searchable, `table: 'demo_check_items',`)
    assert.include(searchable, 'permission: DEMO_CHECK_VIEW,')
    const migration = contents('server/migrations/1764000000001_index_demo_check_items_for_search.ts')
    assert.include(migration, 'await createSearchIndexes(this, [ITEMS_SEARCHABLE.name])')
    assert.include(migration, 'await dropSearchIndexes(this, [ITEMS_SEARCHABLE.name])')
  })

  test('the web part routes /<id> and draws the declared admin screen, lazily, with every text in lang/en.json', ({ assert }) => {
    assert.include(contents('web/index.ts'), `path: '/demo-check'`)
    assert.include(contents('web/index.ts'), `lazy: () => import('./features/items/routes/items_page.js')`)
    assert.include(contents('web/index.ts'), `adminScreens: { 'demo-check': () => import('./features/items/admin/items_admin_screen.js') },`)
    const lines = JSON.parse(contents('lang/en.json'))
    for (const screen of ['web/features/items/routes/items_page.tsx', 'web/features/items/admin/items_admin_screen.tsx']) {
      const used = [...contents(screen).matchAll(/trans\('([^']+)'\)/g)].map((match) => match[1])
      assert.isAbove(used.length, 0, screen)
      for (const text of used) assert.equal(lines[text], text, screen)
    }
  })
})
