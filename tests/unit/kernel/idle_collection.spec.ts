import { spawnSync } from 'node:child_process'
import { test } from '@japa/runner'
import { SERVER_NODE_FLAGS } from '../../../bin/server_node_flags.js'

/**
 * A process started with the server's Node flags makes ~40 MB of garbage,
 * then goes quiet for 3 s; it prints its heap before and after, as JSON.
 * `collecting` decides whether it runs collectWhenQuiet.
 */
function quietAfterGarbage(collecting: boolean) {
  const script = `
    import { getHeapStatistics } from 'node:v8'
    import { collectWhenQuiet } from './core/kernel/memory/idle_collection.js'
    ${collecting ? 'collectWhenQuiet()' : ''}
    let garbage = Array.from({ length: 50 }, () => new Array(100_000).fill(0.5))
    const before = getHeapStatistics().used_heap_size
    garbage = null
    setTimeout(() => console.log(JSON.stringify({ before, after: getHeapStatistics().used_heap_size })), 3000)
  `
  const run = spawnSync(
    process.execPath,
    [...SERVER_NODE_FLAGS, '--input-type=module', '-e', script],
    {
      encoding: 'utf8',
    }
  )
  if (run.status !== 0) throw new Error(run.stderr)
  return JSON.parse(run.stdout) as { before: number; after: number }
}

const MB = 1024 * 1024

test.group('collection when the server goes quiet', () => {
  test('V8 leaves garbage in the heap once a process goes quiet: the reason for collectWhenQuiet', ({
    assert,
  }) => {
    const { before, after } = quietAfterGarbage(false)
    // If this fails, V8 collects on its own when idle and core/kernel/memory/idle_collection.ts can go.
    assert.isBelow(before - after, 5 * MB)
  }).timeout(20_000)

  test('with the server’s flags, a quiet process collects its garbage', ({ assert }) => {
    const { before, after } = quietAfterGarbage(true)
    assert.isAbove(before - after, 30 * MB)
  }).timeout(20_000)
})
