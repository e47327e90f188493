/**
 * The side client of bench/pages.ts: asks the JSON API once every `intervalMs`
 * and times each answer, in a process of its own, started by the bench at a
 * higher scheduling priority than the server and the load generator.
 *
 * A real API client is another program on another machine. Timed from the
 * bench's process (first its main thread, then a worker thread in it), each
 * answer also waited for a core: on 2 cores the server and autocannon keep
 * both busy during a flood, so the probe measured the scheduler's turn as
 * well as the server. At a higher priority it runs as soon as the server's
 * answer arrives; what is left is the server's own wait.
 *
 * Usage: node bench/api_probe.ts <base> <intervalMs> <path>...; stops on the
 * parent's 'stop' message and sends back the latencies in milliseconds.
 */
const [base, interval, ...paths] = process.argv.slice(2)
const intervalMs = Number(interval)
const latencies: number[] = []
let running = true
process.once('message', () => (running = false))

const ask = async (path: string) => {
  const response = await fetch(base + path, { headers: { accept: 'application/json' } })
  await response.arrayBuffer()
}
// Untimed: a process's first fetch also loads and sets up the HTTP client (tens of ms), which the server has no part in.
await ask(paths[0])

for (let index = 0; running; index++) {
  const started = performance.now()
  await ask(paths[index % paths.length])
  latencies.push(performance.now() - started)
  await new Promise((resolve) => setTimeout(resolve, intervalMs))
}
process.send!(latencies, () => process.exit(0))
