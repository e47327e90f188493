/**
 * The side client of bench/pages.ts: asks the JSON API once every `intervalMs`
 * and times each answer, in a worker thread of its own. A real API client is
 * another program; timed from the bench's main thread, each answer would also
 * wait for autocannon's own event loop, which a guest flood of ~3,500 pages a
 * second keeps busy (the probe then measured the load generator, not the server).
 */
import { parentPort, workerData } from 'node:worker_threads'

const { base, paths, intervalMs } = workerData as { base: string; paths: string[]; intervalMs: number }
const latencies: number[] = []
let running = true
parentPort!.once('message', () => (running = false))

for (let index = 0; running; index++) {
  const started = performance.now()
  const response = await fetch(base + paths[index % paths.length], { headers: { accept: 'application/json' } })
  await response.arrayBuffer()
  latencies.push(performance.now() - started)
  await new Promise((resolve) => setTimeout(resolve, intervalMs))
}
parentPort!.postMessage(latencies)
