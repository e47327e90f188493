import { test } from '@japa/runner'
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import app from '@adonisjs/core/services/app'

const run = promisify(execFile)

/** `node ace ...` in a fresh process, with the given plugins disabled. */
async function ace(args: string[], disabled = '') {
  try {
    const { stdout } = await run(process.execPath, ['ace', ...args, '--no-ansi'], {
      cwd: app.makePath(),
      env: { ...process.env, PLUGINS_DISABLED: disabled },
    })
    return { exitCode: 0, output: stdout }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { exitCode: failed.code, output: failed.stdout + failed.stderr }
  }
}

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
