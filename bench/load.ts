/**
 * Load generation and measuring for the benches: autocannon over rotating
 * paths, latency percentiles from every response, the server's CPU per
 * request (bench/api.ts, bench/pages.ts).
 */
import type { ChildProcess } from 'node:child_process'
import autocannon from 'autocannon'
import { cpuSeconds, percentile } from './support.js'

export interface Measure {
  endpoint: string
  requests: number
  rps: number
  p50: number
  p95: number
  p99: number
  /** Server CPU microseconds per request, from /proc (steadier than req/s on a shared machine); null elsewhere. */
  cpuUs: number | null
  /** The local database server's CPU microseconds per request (MariaDB runs); null on SQLite or elsewhere. */
  dbCpuUs: number | null
  errors: number
}

/**
 * Requests still queued from the warm-up or the previous endpoint (autocannon stops sending,
 * the server keeps answering) must not count against the next one.
 */
export async function waitUntilIdle(base: string) {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    const started = performance.now()
    await fetch(`${base}/health`, { signal: AbortSignal.timeout(30_000) }).catch(() => null)
    if (performance.now() - started < 50) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** How an endpoint is loaded: autocannon's connections, seconds measured, seconds of unmeasured warm-up before. */
export interface Load {
  connections: number
  duration: number
  warmUpSeconds: number
  /** The local database server's process, measured like the app's (bench --db mysql). */
  databasePid?: number | null
}

/**
 * Loads `paths` (in turn) on `base` with autocannon after a warm-up, and
 * measures latency percentiles, requests per second and the server's CPU per
 * request.
 */
export async function measure(
  endpoint: string,
  base: string,
  server: ChildProcess,
  paths: string[],
  { connections, duration, warmUpSeconds, databasePid }: Load,
  headers: Record<string, string> = {}
): Promise<Measure> {
  let index = 0
  const next = () => paths[index++ % paths.length]
  const load = (seconds: number) => ({
    url: base,
    connections,
    duration: seconds,
    headers: { accept: 'application/json', ...headers },
    requests: [
      { method: 'GET' as const, setupRequest: (request: any) => ({ ...request, path: next() }) },
    ],
  })
  // A warm-up, unmeasured: statement caches, SQLite pages and optimized code, as a running server
  // has them (20 requests left the first endpoint of a fresh process measured with cold JIT).
  for (const path of paths.slice(0, 20))
    await (await fetch(base + path, { headers, signal: AbortSignal.timeout(30_000) })).arrayBuffer()
  await autocannon(load(warmUpSeconds))
  await waitUntilIdle(base)
  const latencies: number[] = []
  const cpuAtStart = cpuSeconds([server.pid!])
  const dbCpuAtStart = databasePid ? cpuSeconds([databasePid]) : null
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const options = load(duration)
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)))
    // Each connection's first response also waits for the connection to be accepted while the other
    // connections keep the server saturated (up to seconds on 2 cores, the bare handler too): it measures
    // TCP set-up, not the endpoint, and is left out of the percentiles.
    const connected = new Set<unknown>()
    instance.on('response', (client, _status, _bytes, time) => {
      if (connected.has(client)) latencies.push(time)
      else connected.add(client)
    })
  })
  const cpuAtEnd = cpuSeconds([server.pid!])
  const dbCpuAtEnd = databasePid ? cpuSeconds([databasePid]) : null
  const perRequest = (start: number | null, end: number | null) =>
    start === null || end === null ? null : Math.round(((end - start) * 1e6) / Math.max(1, result.requests.total))
  latencies.sort((a, b) => a - b)
  const round = (value: number) => Math.round(value * 10) / 10
  return {
    endpoint,
    requests: result.requests.total,
    rps: Math.round(result.requests.total / duration),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    cpuUs: perRequest(cpuAtStart, cpuAtEnd),
    dbCpuUs: perRequest(dbCpuAtStart, dbCpuAtEnd),
    errors: result.errors + result.timeouts + result.non2xx,
  }
}

export function report(result: Measure) {
  const cpu = result.cpuUs === null ? '' : `  CPU ${result.cpuUs} µs/req${result.dbCpuUs === null ? '' : ` + database ${result.dbCpuUs}`}`
  const errors = result.errors ? `  (${result.errors} errors)` : ''
  console.log(
    `${result.endpoint.padEnd(12)} ${String(result.rps).padStart(6)} req/s  p50 ${result.p50} ms  p95 ${result.p95} ms  p99 ${result.p99} ms${cpu}${errors}`
  )
}

