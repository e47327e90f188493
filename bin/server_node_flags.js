/**
 * The server's TypeScript is compiled in its main thread (bin/ts_hooks.js says
 * why): the path is relative to the project root, where the server starts.
 */
const SERVER_TYPESCRIPT = ['--import', './bin/ts_hooks.js']

/**
 * Node flags of the server process (`npm start`, the benches).
 *
 * --max-semi-space-size: V8 sizes the young generation from the machine's
 * memory (up to 64 MB a semi-space, 128 MB of new space on a 24 GB machine)
 * and keeps it once a burst of requests has grown it: after a flood of
 * pages the server held ~130 MB of empty young generation for good. 16 MB
 * semi-spaces (Node 18's size) keep RSS after a flood under 400 MB at a
 * small cost in scavenges (bench/README.md, `npm run bench:pages`).
 *
 * --expose-gc: the server collects once when it goes quiet after a burst
 * (core/kernel/memory/idle_collection.ts); V8 itself never does.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16', '--expose-gc', ...SERVER_TYPESCRIPT]

/**
 * glibc's allocator settings for the server process (ignored by other C
 * libraries). By default every thread that allocates gets an arena of its
 * own (up to 8 per core), and freed large blocks raise the threshold above
 * which allocations are mapped on their own, so later ~100 KB buffers (pages,
 * compressed shells) land in arenas that are never given back: after
 * bench:pages' floods these held ~80 MB more than with two arenas, a fixed
 * 128 KB map threshold and trimming above 128 KB free (579 → 496 MB RSS,
 * 2026-11-27; jemalloc gave the same). An operator's own GLIBC_TUNABLES wins.
 */
export const SERVER_ENV = {
  GLIBC_TUNABLES: 'glibc.malloc.arena_max=2:glibc.malloc.mmap_threshold=131072:glibc.malloc.trim_threshold=131072',
}
