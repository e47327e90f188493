import { test } from '@japa/runner'
import { definePlugin, type PluginManifest, type SearchableDefinition } from '#core/kernel/contract'
import { InvalidManifestError, validateManifest } from '#core/kernel/manifest_validator'
import { ModuleRegistry, type LoadedModule } from '#core/kernel/module_registry'

const results = async () => ({ select: 'SELECT * FROM episodes', present: (rows: any[]) => rows })
const episodes: SearchableDefinition = { name: 'episodes', table: 'episodes', columns: ['title', 'summary'], popularity: 'plays', private: true, permission: 'podcasts.view', results }

function loaded(manifest: PluginManifest): LoadedModule {
  return { manifest, kind: 'plugin', folder: `plugins/${manifest.id}`, file: `plugins/${manifest.id}/plugin.ts`, apiPrefix: `/api/v1/${manifest.id}` }
}

function problemsOf(searchables: unknown): string {
  try {
    validateManifest({ id: 'podcasts', name: 'Podcasts', searchables }, 'podcasts', 'plugins/podcasts/plugin.ts')
  } catch (error) {
    if (error instanceof InvalidManifestError) return error.message
    throw error
  }
  return ''
}

test.group('Manifest searchables', () => {
  test('a well-formed searchable passes; the registry lists every module’s', ({ assert }) => {
    const manifest = definePlugin({ id: 'podcasts', name: 'Podcasts', searchables: [episodes] })
    assert.strictEqual(validateManifest(manifest, 'podcasts', 'plugins/podcasts/plugin.ts'), manifest)
    const people = { ...episodes, name: 'people', table: 'people', permission: null }
    const registry = new ModuleRegistry([loaded(manifest), loaded(definePlugin({ id: 'crew', name: 'Crew', searchables: [people] }))])
    assert.deepEqual(
      registry.searchables().map((searchable) => searchable.name),
      ['episodes', 'people']
    )
  })

  test('a bad searchable fails with the manifest file and every problem', ({ assert }) => {
    const message = problemsOf([
      { ...episodes, name: 'Episodes!', table: 'episodes; drop', columns: [], popularity: 'Plays', private: 'yes', permission: 3, results: './results.js' },
      episodes,
      episodes,
    ])
    assert.include(message, 'plugins/podcasts/plugin.ts')
    assert.include(message, 'searchables[0].name "Episodes!" must be lower-case letters, digits or _')
    assert.include(message, 'searchables[0].table must be a lower-case table name')
    assert.include(message, 'searchables[0].columns must list the lower-case text columns indexed')
    assert.include(message, 'searchables[0].popularity must be a lower-case column name')
    assert.include(message, 'searchables[0].private must be true or false')
    assert.include(message, 'searchables[0].permission must be a permission name, or null')
    assert.include(message, 'searchables[0].results must be a lazy import of its results presenter')
    assert.include(message, 'searchables[2].name "episodes" is declared twice')
    assert.include(problemsOf({ episodes }), 'searchables must be a list')
  })

  test('two modules may not declare the same searchable, nor index the same table twice', ({ assert }) => {
    const podcasts = loaded(definePlugin({ id: 'podcasts', name: 'Podcasts', searchables: [episodes] }))
    const sameName = loaded(definePlugin({ id: 'radio', name: 'Radio', searchables: [{ ...episodes, table: 'shows' }] }))
    const sameTable = loaded(definePlugin({ id: 'radio', name: 'Radio', searchables: [{ ...episodes, name: 'shows' }] }))
    assert.throws(() => new ModuleRegistry([podcasts, sameName]), /plugins\/radio\/plugin\.ts[\s\S]*searchable "episodes" is already registered by plugins\/podcasts\/plugin\.ts/)
    assert.throws(() => new ModuleRegistry([podcasts, sameTable]), /plugins\/radio\/plugin\.ts[\s\S]*searchable table "episodes" is already registered/)
  })
})
