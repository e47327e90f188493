import { test } from '@japa/runner'
import { runAce } from '#tests/helpers/app_process'

/** The lines of one module's block in the output of `node ace plugins:list`. */
function blockOf(output: string, id: string) {
  const start = output.split('\n').findIndex((line) => line.startsWith(`${id}: `))
  const rest = output.split('\n').slice(start + 1)
  const end = rest.findIndex((line) => !line.startsWith('  '))
  return rest.slice(0, end === -1 ? undefined : end).map((line) => line.trim().replace(/:\s+/, ': '))
}

test.group('node ace plugins:list', () => {
  test('names what each module registers: events, listeners, jobs, schedules, locks, settings schema keys, hooks', async ({ assert }) => {
    const { exitCode, output } = await runAce(['plugins:list'])
    assert.equal(exitCode, 0, output)

    const echo = blockOf(output, 'echo')
    assert.includeMembers(echo, [
      'kind: plugin',
      'folder: tests/fixtures/echo',
      'depends on: accounts',
      'API prefix: /api/v1/echo',
      'settings: 5 (schema: echo.greeting, echo.volume, echo.mood, echo.api_key, echo.loud)',
      'events: echo:shouted',
      'listens to: user:deleted, echo:shouted',
      'jobs: echo.record_run, echo.tick',
      'schedules: echo.tick every 2s',
      'hooks: boot, ready, shutdown',
      'bootstrap data: module_data.echo',
    ])
    assert.include(blockOf(output, 'music'), 'locks: music.play_counts (10m), music.play_rollups (10m)')
    assert.include(blockOf(output, 'music'), 'reports: plays')
    assert.include(blockOf(output, 'analytics'), 'reports: visitors')
    assert.include(blockOf(output, 'accounts'), 'events: user:deleting, user:deleted')
    assert.notInclude(echo.join('\n'), 'locks:', 'fields a module leaves empty are left out')
  })
})
