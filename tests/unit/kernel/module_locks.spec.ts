import { test } from '@japa/runner'
import { defineLock, definePlugin, type PluginManifest } from '#core/kernel/contract'
import { InvalidManifestError, validateManifest } from '#core/kernel/manifest_validator'
import { ModuleRegistry, type LoadedModule } from '#core/kernel/module_registry'
import { moduleLock } from '#core/kernel/locks'
import { PLAY_COUNTS_LOCK } from '#plugins/music/locks'

function loaded(manifest: PluginManifest): LoadedModule {
  return { manifest, kind: 'plugin', folder: `plugins/${manifest.id}`, file: `plugins/${manifest.id}/plugin.ts`, apiPrefix: `/api/v1/${manifest.id}` }
}

function problemsOf(manifest: PluginManifest) {
  try {
    validateManifest(manifest, manifest.id, `plugins/${manifest.id}/plugin.ts`)
    return ''
  } catch (error) {
    if (!(error instanceof InvalidManifestError)) throw error
    return error.message
  }
}

test.group('Manifest locks', () => {
  test('a lock named in the module namespace with a duration passes', ({ assert }) => {
    const manifest = definePlugin({ id: 'radio', name: 'Radio', locks: [defineLock({ name: 'radio.tune', ttl: '30s' }), { name: 'radio.scan.full', ttl: 60_000 }] })
    assert.equal(problemsOf(manifest), '')
  })

  test('a lock outside the namespace, or without a usable ttl, is refused with the file and the field', ({ assert }) => {
    const message = problemsOf(
      definePlugin({
        id: 'radio',
        name: 'Radio',
        locks: [
          { name: 'music.play_counts', ttl: '1m' },
          { name: 'radio', ttl: '1m' },
          { name: 'radio.tune', ttl: 'soon' },
          { name: 'radio.scan', ttl: 0 },
        ],
      })
    )
    assert.include(message, 'plugins/radio/plugin.ts')
    assert.include(message, `locks[0].name "music.play_counts" must be named "radio.<name>"`)
    assert.include(message, `locks[1].name "radio" must be named "radio.<name>"`)
    assert.include(message, `locks[2].ttl must be a duration like '10m' or a number of milliseconds`)
    assert.include(message, 'locks[3].ttl must be')
  })

  test('two modules cannot declare the same lock; the registry lists every declared lock', ({ assert }) => {
    const tune = defineLock({ name: 'radio.tune', ttl: '30s' })
    assert.throws(
      () => new ModuleRegistry([loaded(definePlugin({ id: 'radio', name: 'Radio', locks: [tune, tune] }))]),
      'lock "radio.tune" is already registered by plugins/radio/plugin.ts'
    )
    const registry = new ModuleRegistry([loaded(definePlugin({ id: 'radio', name: 'Radio', locks: [tune] }))])
    assert.deepEqual(registry.locks(), [tune])
  })

  test('moduleLock takes a declared lock with its declared ttl, and refuses one no manifest declares', async ({ assert }) => {
    // The test app booted with the music plugin, whose manifest declares PLAY_COUNTS_LOCK.
    const playCounts = moduleLock(PLAY_COUNTS_LOCK)
    assert.isTrue(await playCounts.acquireImmediately())
    try {
      assert.isAbove(playCounts.getRemainingTime()!, 9 * 60_000, 'held for the declared 10 minutes')
      assert.isTrue(await playCounts.isLocked())
      assert.isFalse(await moduleLock(PLAY_COUNTS_LOCK).acquireImmediately(), 'a second holder is refused')
    } finally {
      await playCounts.release()
    }
    assert.throws(() => moduleLock({ name: 'music.undeclared', ttl: '1m' }), 'The lock "music.undeclared" is not declared')
  })

  test('a keyed lock is one per resource: the same key is refused, another key is free', async ({ assert }) => {
    const first = moduleLock(PLAY_COUNTS_LOCK, 'a')
    assert.isTrue(await first.acquireImmediately())
    try {
      assert.isFalse(await moduleLock(PLAY_COUNTS_LOCK, 'a').acquireImmediately(), 'the same resource is held')
      const other = moduleLock(PLAY_COUNTS_LOCK, 'b')
      assert.isTrue(await other.acquireImmediately(), 'another resource is not')
      await other.release()
      const whole = moduleLock(PLAY_COUNTS_LOCK)
      assert.isTrue(await whole.acquireImmediately(), 'nor is the unkeyed lock of the same kind')
      await whole.release()
    } finally {
      await first.release()
    }
  })
})
