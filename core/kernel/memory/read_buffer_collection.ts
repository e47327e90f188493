import type { Readable } from 'node:stream'

/** How much of a body passes between two young-generation collections. */
export const COLLECT_EVERY_BYTES = 8 * 1024 * 1024

type Collect = (options: { type: 'minor' }) => void

/**
 * A young-generation collection (a scavenge, ~1 ms) every COLLECT_EVERY_BYTES
 * of a large body read from a socket, such as a tus upload's PATCH. It
 * counts from when the body's reader starts it, never starting it itself.
 *
 * Each 64 KB read from a socket is a Buffer whose bytes live outside V8's
 * heap; only a small handle sits in the young generation, which then fills
 * so slowly that scavenges hardly run while the memory outside grows by the
 * body's whole size. V8 answers that with full mark-compact collections of
 * the whole heap, one every ~20-30 MB of body. A scavenge frees the handles
 * of the chunks already written, and their memory with them, so the
 * mark-compacts never come. Measured with bench:upload (1 GB, 50 MB PATCHes,
 * docs/performance.md "Uploads (issue 17)"): 39-40 mark-compacts per GB
 * without, 2 with; the server's CPU per GB 8.7-11.2 s without and 1.5-3.0 s
 * with on a quiet machine, alternating runs.
 *
 * `gc` is there with --expose-gc (bin/server_node_flags.js); without it, as
 * in tests' in-process servers, the body passes untouched.
 * tests/unit/kernel/read_buffer_collection.spec.ts fails if V8 stops running
 * mark-compacts for such bodies (then this can go) or if the flag goes
 * missing.
 */
export function collectReadBuffers(
  body: Readable,
  collect: Collect | undefined = globalThis.gc as Collect | undefined
) {
  if (!collect) return
  let sinceCollection = 0
  const count = () =>
    body.on('data', (chunk: Buffer) => {
      sinceCollection += chunk.length
      if (sinceCollection < COLLECT_EVERY_BYTES) return
      sinceCollection = 0
      collect({ type: 'minor' })
    })
  // A 'data' listener starts a stream flowing: on one nobody reads yet, its chunks would go to this counter only.
  if (body.readableFlowing) count()
  else body.once('resume', count)
}
