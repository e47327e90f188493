/**
 * The most recently streamed blocks of audio files, in memory. Node has no
 * sendfile: every read is a thread-pool round trip plus a copy into freshly
 * allocated (page-faulting) memory, several times what writing the block
 * to the socket costs. Listeners of the same tracks (new releases, a shared
 * radio) ask for the same blocks, which then cost no read at all.
 */

/** Memory given to cached blocks; the least recently used go first. */
const BUDGET_BYTES = 64 * 1024 * 1024

const blocks = new Map<string, Promise<Buffer>>()
const sizes = new Map<string, number>()
let cachedBytes = 0

function forget(key: string) {
  cachedBytes -= sizes.get(key) ?? 0
  sizes.delete(key)
  blocks.delete(key)
}

/**
 * The block under `key` (which must name one version of one file: contents
 * never change under a key), loaded with `load` on a miss. Concurrent
 * requests for a missing block share one load; a failed load is not kept.
 */
export function cachedBlock(key: string, size: number, load: () => Promise<Buffer>): Promise<Buffer> {
  const hit = blocks.get(key)
  if (hit) {
    // Map order is the LRU order: move the block to the young end.
    blocks.delete(key)
    blocks.set(key, hit)
    return hit
  }
  const loading = load()
  blocks.set(key, loading)
  sizes.set(key, size)
  cachedBytes += size
  loading.catch(() => blocks.get(key) === loading && forget(key))
  for (const oldest of blocks.keys()) {
    if (cachedBytes <= BUDGET_BYTES || oldest === key) break
    forget(oldest)
  }
  return loading
}
