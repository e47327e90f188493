import { spawnSync } from 'node:child_process'
import { test } from '@japa/runner'
import { SERVER_NODE_FLAGS } from '../../../bin/server_node_flags.js'

/**
 * Full collections during one 128 MB tus PATCH over loopback, in a process
 * started with the server's Node flags (`exposeGc`) or with them minus
 * --expose-gc, with which collectReadBuffers can do nothing.
 */
function markCompactsOfPatch(exposeGc: boolean) {
  const flags = SERVER_NODE_FLAGS.filter((flag) => exposeGc || flag !== '--expose-gc')
  const run = spawnSync(process.execPath, [...flags, 'core/files/tests/helpers/patch_mark_compacts.ts'], {
    encoding: 'utf8',
    env: { ...process.env, BODY_MB: '128' },
  })
  if (run.status !== 0) throw new Error(run.stderr)
  return (JSON.parse(run.stdout) as { markCompacts: number }).markCompacts
}

test.group('young-generation collections while a large body is read', () => {
  test('V8 runs mark-compacts all through a large upload’s body: the reason for collectReadBuffers', ({
    assert,
  }) => {
    // ~8 per 128 MB on Node 24 (6-10 on a busy machine). If this fails, V8 frees socket reads' memory
    // without them and core/kernel/memory/read_buffer_collection.ts can go. A machine as busy as CI's two
    // suites side by side sometimes gave fewer in one run: the most of up to three runs counts.
    let most = 0
    for (let run = 0; run < 3 && most < 5; run++) most = Math.max(most, markCompactsOfPatch(false))
    assert.isAtLeast(most, 5)
  }).timeout(90_000)

  test('with the server’s flags, a large upload’s body causes at most two mark-compacts', ({
    assert,
  }) => {
    assert.isAtMost(markCompactsOfPatch(true), 2)
  }).timeout(30_000)
})
