/**
 * `npm run bench:stream [-- --listeners 200 --duration 10 --chunk 256 --accel]`
 *
 * Streams one ~5 MB audio file to many concurrent listeners, each fetching
 * successive Range chunks (`Range: bytes=a-b`) over a keep-alive connection,
 * first from Cadenza's production server (the bytes sent by Node, no
 * MUSIC_ACCEL_REDIRECT_PREFIX), then from nginx (the Debian package) serving
 * the same file on loopback. Prints throughput and time to first byte
 * (p50/p95/p99) of both, and the throughput ratio Cadenza / nginx. With
 * --accel, also Cadenza behind nginx with X-Accel-Redirect delegation.
 *
 * The data folder is tmp/bench/stream/ (or --data-dir): on the first run,
 * `node ace setup`, a generated WAV file and `node ace music:import` of it;
 * later runs reuse them.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import Database from 'better-sqlite3'
import { encodeWav } from '#plugins/music/server/audio/wav'
import { ROOT, ace, cpuProfileEnv, cpuSeconds, freePort, percentile, startProductionServer, waitFor } from './support.js'

const NGINX = '/usr/sbin/nginx'

const { values: args } = parseArgs({
  options: {
    'listeners': { type: 'string', default: '200' },
    'duration': { type: 'string', default: '10' },
    'warmup': { type: 'string', default: '2' },
    'chunk': { type: 'string', default: '256' },
    'pace': { type: 'string', default: '500' },
    'nginx-workers': { type: 'string', default: 'auto' },
    'accel': { type: 'boolean', default: false },
    'cpu-prof': { type: 'boolean', default: false },
    'data-dir': { type: 'string' },
  },
})
const listeners = Number(args.listeners)
const duration = Number(args.duration)
const warmup = Number(args.warmup)
const chunkBytes = Number(args.chunk) * 1024
const paceMs = Number(args.pace)
const dataDir = join(ROOT, args['data-dir'] ?? 'tmp/bench/stream')
const databasePath = join(dataDir, 'cadenza.sqlite')
const uploadsDir = join(dataDir, 'storage', 'uploads')

/** About 5 MB: 16-bit mono at 44.1 kHz, 60 s of a chord (the importer reads its tags and waveform). */
function benchWav() {
  const sampleRate = 44_100
  const samples = new Float32Array(sampleRate * 60)
  for (let index = 0; index < samples.length; index++) {
    const t = index / sampleRate
    samples[index] =
      0.2 *
      (Math.sin(2 * Math.PI * 220 * t) +
        Math.sin(2 * Math.PI * 277.18 * t) +
        Math.sin(2 * Math.PI * 329.63 * t))
  }
  return encodeWav(samples, sampleRate, {
    title: 'Stream Bench Tone',
    artist: 'Cadenza Bench',
    album: 'Bench',
  })
}

/** The catalogue: one public track imported through `music:import`, as an admin would add it. */
function prepareData() {
  if (!existsSync(databasePath)) {
    mkdirSync(dataDir, { recursive: true })
    ace(dataDir, ['setup'])
    const folder = join(dataDir, 'import')
    mkdirSync(folder, { recursive: true })
    writeFileSync(join(folder, 'stream-bench-tone.wav'), benchWav())
    ace(dataDir, ['music:import', folder])
  }
  const database = new Database(databasePath, { readonly: true })
  const track = database
    .prepare("SELECT id, src FROM tracks WHERE name = 'Stream Bench Tone'")
    .get() as { id: number; src: string } | undefined
  database.close()
  if (!track)
    throw new Error(
      `The bench track is missing from ${databasePath}: remove ${dataDir} and run again`
    )
  return track
}

function ensureNginx() {
  if (existsSync(NGINX)) return
  if (process.getuid?.() !== 0)
    throw new Error(
      `${NGINX} is missing: install Debian's package first (sudo apt-get install -y nginx)`
    )
  console.log('Installing nginx (apt-get install -y nginx)…')
  const result = spawnSync('apt-get', ['install', '-y', 'nginx'], { stdio: 'inherit' })
  if (result.status !== 0) throw new Error('apt-get install -y nginx failed')
}

/**
 * nginx in the foreground with its own configuration, pid, logs and temp
 * folders (never the system service): /audio/ serves the uploads folder;
 * with `upstream`, /api/ goes to Cadenza and /_audio/ is the internal
 * location its X-Accel-Redirect answers point to.
 */
async function startNginx(port: number, upstream?: number) {
  const dir = join(dataDir, 'nginx')
  mkdirSync(join(dir, 'temp'), { recursive: true })
  const proxied = upstream
    ? `location /api/ { proxy_pass http://cadenza; proxy_http_version 1.1; proxy_set_header Connection ""; }
       location /_audio/ { internal; alias ${uploadsDir}/; }`
    : ''
  const config = `
    ${process.getuid?.() === 0 ? 'user root;' : ''}
    worker_processes ${args['nginx-workers']};
    daemon off;
    pid ${dir}/nginx.pid;
    error_log ${dir}/error.log warn;
    events { worker_connections 4096; }
    http {
      access_log off;
      sendfile on;
      tcp_nopush on;
      keepalive_requests 100000;
      types { audio/wav wav; audio/mpeg mp3; audio/flac flac; audio/ogg ogg opus; audio/mp4 m4a; }
      client_body_temp_path ${dir}/temp/body;
      proxy_temp_path ${dir}/temp/proxy;
      fastcgi_temp_path ${dir}/temp/fastcgi;
      uwsgi_temp_path ${dir}/temp/uwsgi;
      scgi_temp_path ${dir}/temp/scgi;
      ${upstream ? `upstream cadenza { server 127.0.0.1:${upstream}; keepalive 64; }` : ''}
      server {
        listen 127.0.0.1:${port};
        location /audio/ { alias ${uploadsDir}/; }
        location = /health { return 200; }
        ${proxied}
      }
    }`
  writeFileSync(join(dir, 'nginx.conf'), config)
  const child = spawn(
    NGINX,
    ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')],
    { stdio: ['ignore', 'ignore', 'inherit'] }
  )
  await waitFor(`http://127.0.0.1:${port}/health`, child)
  return child
}

interface Measure {
  server: string
  load: 'saturated' | 'paced'
  requests: number
  /** Server CPU milliseconds per request (all its processes), when known. */
  cpuMsPerRequest: number | null
  mbPerSecond: number
  ttfb: { p50: number; p95: number; p99: number }
  errors: number
}

/**
 * `listeners` loops, each on its own keep-alive connection, asking for the
 * next `chunkBytes` of the file (wrapping around at the end): as soon as the
 * previous chunk has arrived (saturated: the throughput the server can give),
 * or one chunk every `paceMs` like players buffering ahead (paced: the first
 * byte a listener waits for when the server is busy but not overrun). The
 * first `warmup` seconds (connections opened, JIT, caches) are not counted;
 * then bytes received and the time from sending a request to its response
 * headers, for `duration` seconds.
 */
async function measure(
  server: string,
  load: Measure['load'],
  url: string,
  size: number,
  pids: number[]
): Promise<Measure> {
  const agent = new Agent({ keepAlive: true, maxSockets: listeners })
  const { hostname, port, pathname } = new URL(url)
  const started = performance.now()
  const countFrom = started + warmup * 1000
  const stopAt = countFrom + duration * 1000
  const ttfb: number[] = []
  let bytes = 0
  let requests = 0
  let errors = 0
  let cpuAtStart: number | null = null
  setTimeout(() => (cpuAtStart = cpuSeconds(pids)), warmup * 1000)

  const fetchChunk = (start: number) =>
    new Promise<void>((resolve) => {
      const end = Math.min(start + chunkBytes, size) - 1
      const sent = performance.now()
      const counted = sent >= countFrom
      const req = request(
        { agent, hostname, port, path: pathname, headers: { range: `bytes=${start}-${end}` } },
        (response) => {
          if (counted) ttfb.push(performance.now() - sent)
          let received = 0
          response.on('data', (data: Buffer) => {
            received += data.length
            if (performance.now() >= countFrom && performance.now() < stopAt) bytes += data.length
          })
          response.on('end', () => {
            if (counted) requests++
            if (response.statusCode !== 206 || received !== end - start + 1) errors++
            resolve()
          })
          response.on('error', () => (errors++, resolve()))
        }
      )
      req.on('error', () => (errors++, resolve()))
      req.end()
    })

  const listener = async (index: number) => {
    // Listeners start at different places of the file, as real ones would be.
    let offset = (index * chunkBytes * 7) % size
    // Paced listeners are spread evenly over the period rather than asking all at once.
    let due = started + (load === 'paced' ? (index / listeners) * paceMs : 0)
    while (performance.now() < stopAt) {
      const wait = due - performance.now()
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
      await fetchChunk(offset)
      offset = offset + chunkBytes >= size ? 0 : offset + chunkBytes
      if (load === 'paced') due += paceMs
    }
  }
  await Promise.all(Array.from({ length: listeners }, (_, index) => listener(index)))
  const cpuAtEnd = cpuSeconds(pids)
  agent.destroy()

  ttfb.sort((a, b) => a - b)
  const round = (value: number) => Math.round(value * 10) / 10
  return {
    server,
    load,
    requests,
    cpuMsPerRequest:
      cpuAtStart === null || cpuAtEnd === null || !requests
        ? null
        : Math.round(((cpuAtEnd - cpuAtStart) * 1e5) / requests) / 100,
    mbPerSecond: round(bytes / 1e6 / duration),
    ttfb: {
      p50: round(percentile(ttfb, 50)),
      p95: round(percentile(ttfb, 95)),
      p99: round(percentile(ttfb, 99)),
    },
    errors,
  }
}

function print(result: Measure) {
  const { p50, p95, p99 } = result.ttfb
  const cpu = result.cpuMsPerRequest === null ? '' : `  server CPU ${result.cpuMsPerRequest} ms/req`
  console.log(
    `${result.server.padEnd(18)} ${result.load.padEnd(9)} ${String(result.mbPerSecond).padStart(7)} MB/s  ${String(Math.round(result.requests / duration)).padStart(5)} req/s  first byte p50 ${p50} ms  p95 ${p95} ms  p99 ${p99} ms${cpu}${result.errors ? `  (${result.errors} errors)` : ''}`
  )
}

async function main() {
  ensureNginx()
  const track = prepareData()
  const children: ChildProcess[] = []
  const stop = (child: ChildProcess) => {
    child.kill('SIGTERM')
    children.splice(children.indexOf(child), 1)
  }
  process.on('SIGINT', () => {
    children.forEach((child) => child.kill('SIGTERM'))
    process.exit(130)
  })
  const streamPath = `/api/v1/music/tracks/${track.id}/stream`
  try {
    const cadenzaPort = await freePort()
    const profile = args['cpu-prof'] ? cpuProfileEnv(join(dataDir, 'profiles')) : {}
    const cadenza = await startProductionServer(dataDir, cadenzaPort, {
      MUSIC_ACCEL_REDIRECT_PREFIX: undefined,
      ...profile,
    })
    children.push(cadenza)
    const head = await fetch(`http://127.0.0.1:${cadenzaPort}${streamPath}`, {
      headers: { range: 'bytes=0-0' },
    })
    const size = Number(head.headers.get('content-range')?.split('/')[1])
    if (head.status !== 206 || !size)
      throw new Error(`${streamPath}: ${head.status} ${await head.text()}`)
    console.log(
      `\n${(size / 1e6).toFixed(1)} MB file, ${listeners} listeners, ${chunkBytes / 1024} KB ranges back to back (saturated) or every ${paceMs} ms (paced), ${duration} s each after ${warmup} s of warm-up\n`
    )

    const results: Measure[] = []
    // Server CPU counts every process serving (with --accel, the front nginx and Cadenza).
    const run = async (name: string, url: string, servers: ChildProcess[]) => {
      for (const load of ['saturated', 'paced'] as const) {
        const result = await measure(
          name,
          load,
          url,
          size,
          servers.map((server) => server.pid!)
        )
        results.push(result)
        print(result)
      }
    }
    await run('cadenza', `http://127.0.0.1:${cadenzaPort}${streamPath}`, [cadenza])
    stop(cadenza)

    const nginxPort = await freePort()
    const nginx = await startNginx(nginxPort)
    children.push(nginx)
    await run(
      'nginx',
      `http://127.0.0.1:${nginxPort}/audio/${track.src.split('/').map(encodeURIComponent).join('/')}`,
      [nginx]
    )
    stop(nginx)

    if (args.accel) {
      const [upstreamPort, frontPort] = [await freePort(), await freePort()]
      const upstream = await startProductionServer(dataDir, upstreamPort, {
        MUSIC_ACCEL_REDIRECT_PREFIX: '/_audio/',
      })
      children.push(upstream)
      const front = await startNginx(frontPort, upstreamPort)
      children.push(front)
      await run('cadenza + X-Accel', `http://127.0.0.1:${frontPort}${streamPath}`, [
        upstream,
        front,
      ])
    }

    const of = (server: string, load: Measure['load']) =>
      results.find((result) => result.server === server && result.load === load)!
    const ratio =
      Math.round(
        (of('cadenza', 'saturated').mbPerSecond / of('nginx', 'saturated').mbPerSecond) * 100
      ) / 100
    const firstByte = of('cadenza', 'paced').ttfb.p95
    const [ourCpu, theirCpu] = [
      of('cadenza', 'saturated').cpuMsPerRequest,
      of('nginx', 'saturated').cpuMsPerRequest,
    ]
    console.log(
      `\nThroughput ratio (saturated, Cadenza / nginx, no proxy delegation): ${ratio} (target >= 0.7)`
    )
    if (ourCpu && theirCpu)
      console.log(
        `Server CPU per request, nginx / Cadenza (saturated): ${Math.round((theirCpu / ourCpu) * 100) / 100}`
      )
    console.log(`Cadenza first byte p95 (paced): ${firstByte} ms (target < 20)`)
    writeFileSync(
      join(dataDir, 'results.json'),
      JSON.stringify(
        {
          size,
          listeners,
          chunkBytes,
          paceMs,
          duration,
          results,
          ratio,
          firstByte,
          at: new Date().toISOString(),
        },
        null,
        2
      )
    )
  } finally {
    children.forEach((child) => child.kill('SIGTERM'))
  }
}

await main()
