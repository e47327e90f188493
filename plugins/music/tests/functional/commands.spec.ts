import { test } from '@japa/runner'
import { runAce } from '#tests/helpers/app_process'

/** `node ace ...` in a fresh process, with the given plugins disabled. */
const ace = (args: string[], disabled = '') => runAce(args, { PLUGINS_DISABLED: disabled })

test.group('Music ace commands follow the plugin being enabled', () => {
  test('enabled: music commands are listed and runnable', async ({ assert }) => {
    const list = await ace(['list'])
    assert.match(list.output, /music:import\s+Import a folder of audio files/)
    assert.include(list.output, 'music:generate')
    const help = await ace(['music:import', '--help'])
    assert.equal(help.exitCode, 0)
    assert.include(help.output, 'node ace music:import <folder>')
  })

  test('disabled: music commands are neither listed nor runnable', async ({ assert }) => {
    const list = await ace(['list'], 'music')
    assert.equal(list.exitCode, 0)
    assert.include(list.output, 'plugins:list')
    assert.notInclude(list.output, 'music:')
    const attempt = await ace(['music:import', '/tmp'], 'music')
    assert.notEqual(attempt.exitCode, 0)
    assert.include(attempt.output, 'Command "music:import" is not defined')
  })
})
