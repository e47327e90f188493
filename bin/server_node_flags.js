/**
 * Node flags of the server process (`npm start`, the benches).
 *
 * --max-semi-space-size: V8 sizes the young generation from the machine's
 * memory (up to 64 MB a semi-space, 128 MB of new space on a 24 GB machine)
 * and keeps it once a burst of requests has grown it: after a flood of
 * pages the server held ~130 MB of empty young generation for good. 16 MB
 * semi-spaces (Node 18's size) keep RSS after a flood under 400 MB at a
 * small cost in scavenges (bench/README.md, `npm run bench:pages`).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16']
