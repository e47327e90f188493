import { existsSync } from 'node:fs'

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
 * 2026-11-27). An operator's own GLIBC_TUNABLES wins.
 */
const GLIBC_ENV = {
  GLIBC_TUNABLES:
    'glibc.malloc.arena_max=2:glibc.malloc.mmap_threshold=131072:glibc.malloc.trim_threshold=131072',
}

/** Where Debian's and Ubuntu's libjemalloc2 puts the library. */
const JEMALLOC_PATHS = [
  '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2',
  '/usr/lib/aarch64-linux-gnu/libjemalloc.so.2',
]
const jemalloc = JEMALLOC_PATHS.find((path) => existsSync(path))

/**
 * jemalloc instead of glibc's allocator where the system has it (apt install
 * libjemalloc2), handing freed memory back within a second. In bench:pages
 * (session 19, three pairs run alternately on a quiet machine) a signed-in
 * track or artist page cost 20-35 % less CPU with it (track 1,377-2,276 µs
 * against 2,114-3,582 µs; artist 998-1,473 against 1,346-1,930; album 0-28 %
 * less), guests' pages up to a quarter less; RSS after the floods and 10 s idle 304 MB in the full run
 * (glibc: 349-369). Without the library, glibc's settings above apply. An
 * operator's own LD_PRELOAD or MALLOC_CONF wins (bin/start.js spreads the
 * environment over these).
 */
const JEMALLOC_ENV = jemalloc
  ? {
      LD_PRELOAD: jemalloc,
      MALLOC_CONF: 'background_thread:true,dirty_decay_ms:1000,muzzy_decay_ms:0',
    }
  : {}

/** The environment the server process starts with (`npm start`, the benches). */
export const SERVER_ENV = { ...GLIBC_ENV, ...JEMALLOC_ENV }
