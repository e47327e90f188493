import { execFileSync } from 'node:child_process'
import { test } from '@japa/runner'
import { SERVER_ENV } from '../../../bin/server_node_flags.js'

test.group('the server process’s memory allocator', () => {
  test('a process started with the server’s environment runs on jemalloc where the system has it', ({
    assert,
  }) => {
    const maps = execFileSync(
      process.execPath,
      ['-e', 'process.stdout.write(require("fs").readFileSync("/proc/self/maps", "utf8"))'],
      {
        env: { ...SERVER_ENV, PATH: process.env.PATH },
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      }
    )
    if ('LD_PRELOAD' in SERVER_ENV) assert.include(maps, 'libjemalloc')
    else assert.notInclude(maps, 'libjemalloc')
  })
})
