import { test } from '@japa/runner'
import { Job, Locator } from '@adonisjs/queue'
import { definePlugin, type PluginManifest } from '#core/kernel/contract'
import { validateManifest } from '#core/kernel/manifest_validator'
import { ModuleRegistry } from '#core/kernel/module_registry'
import { registerModuleJobs } from '#core/kernel/jobs/module_jobs'

class RadioPing extends Job<Record<string, never>> {
  static options = { name: 'radio.ping' }
  async execute() {}
}

class Unnamed extends Job<Record<string, never>> {
  async execute() {}
}

function registry(manifest: PluginManifest) {
  return new ModuleRegistry([{ manifest, kind: 'plugin', folder: `plugins/${manifest.id}`, file: `plugins/${manifest.id}/plugin.ts`, apiPrefix: `/api/v1/${manifest.id}` }])
}

test.group('Manifest jobs and schedules', () => {
  test('wrong jobs and schedules fail validation, naming the file and each problem', ({ assert }) => {
    const wrong = {
      id: 'radio',
      name: 'Radio',
      jobs: ['./server/jobs/ping.js'],
      schedules: [{ job: 'other.ping', every: '1m' }, { job: 'radio.ping' }, { job: 'radio.ping', every: '1m', cron: '* * * * *' }],
    }
    assert.throws(() => validateManifest(wrong, 'radio', 'plugins/radio/plugin.ts'), /plugins\/radio\/plugin.ts/)
    try {
      validateManifest(wrong, 'radio', 'plugins/radio/plugin.ts')
    } catch (error) {
      const message = (error as Error).message
      assert.include(message, 'jobs must be a list of lazy imports of job classes')
      assert.include(message, `schedules[0].job must name one of the module's jobs ("radio.<name>")`)
      assert.include(message, "schedules[1] needs either every ('5m') or cron ('0 3 * * *')")
      assert.include(message, "schedules[2] needs either every ('5m') or cron ('0 3 * * *')")
    }
  })

  test('declared jobs are registered for every worker, with their schedules', async ({ assert }) => {
    const jobs = await registerModuleJobs(
      registry(definePlugin({ id: 'radio', name: 'Radio', jobs: [async () => ({ default: RadioPing })], schedules: [{ job: 'radio.ping', cron: '0 3 * * *' }] }))
    )
    assert.strictEqual(Locator.get('radio.ping'), RadioPing)
    assert.deepEqual(jobs.schedules, [{ id: 'radio.ping', job: 'radio.ping', cron: '0 3 * * *' }])
  })

  test('a job without a name of its module, or a schedule of an unknown job, fails at boot naming the file', async ({ assert }) => {
    await assert.rejects(
      () => registerModuleJobs(registry(definePlugin({ id: 'radio', name: 'Radio', jobs: [async () => ({ default: Unnamed })] }))),
      /plugins\/radio\/plugin.ts:\n {2}- job class Unnamed needs static options.name "radio.<name>"/
    )
    await assert.rejects(
      () => registerModuleJobs(registry(definePlugin({ id: 'radio', name: 'Radio', schedules: [{ job: 'radio.pong', every: '1m' }] }))),
      /plugins\/radio\/plugin.ts:\n {2}- schedule of "radio.pong": no job of the module has that name/
    )
  })
})
