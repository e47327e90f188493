/**
 * `npm run bench:upload [-- --size 1024 --chunk 8]`
 *
 * A resumable (tus) upload of one file of `--size` MB over loopback to
 * Cadenza's production server, as the web app sends it (tus-js-client,
 * `--chunk` MB per PATCH, sent as POST + X-HTTP-Method-Override, with the
 * session cookie and the XSRF header), against a plain copy of the same
 * file through user space (read stream into write stream, what receiving
 * bytes amounts to at best). Both read the file 1 MB at a time (tus-js-client's
 * own file source reads 64 KB: `fileReader` below). Prints both throughputs and their ratio
 * (target >= 0.8), the server's resident memory before and at its highest
 * during the upload (target: growth < 100 MB), and how long tus/entries
 * takes to turn the finished upload into a file entry. CPU seconds per GB
 * of each side are printed too: on a shared, loaded machine they compare
 * the paths where wall-clock rates cannot.
 *
 * `--runs` pairs of a copy then an upload, one after the other: the copy's
 * speed swings with the page cache (0.8-3.6 s for 1 GB on the same machine
 * within minutes), so each upload is compared with the copy just before it
 * and the median ratio is the figure.
 *
 * The copy is a plain Node pipeline, kept as it was: it still pays V8's
 * mark-compacts for its 1 MB reads, which both sides of the upload now avoid
 * (collectReadBuffers). With the same collection the copy itself runs 2-4x
 * faster (0.42-0.46 s per GB against 0.70-2.07 s, same session), so the ratio
 * against such a copy would be ~0.2 (docs/performance.md, "Uploads").
 *
 * The data folder is tmp/bench/upload/ (or --data-dir): `node ace setup` on
 * the first run; the source file is generated (MP3 frames, so the entry's
 * content check passes) and every copy is deleted at the end.
 */
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  rmSync,
  statSync,
} from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { parseArgs } from 'node:util'
import * as tus from 'tus-js-client'
import { XSRF_TOKEN_PATH } from '#core/kernel/shared/xsrf_token_path'
import { collectReadBuffers } from '#core/kernel/memory/read_buffer_collection'
import { ROOT, ace, cpuProfileEnv, cpuSeconds, freePort, startProductionServer } from './support.js'

const { values: args } = parseArgs({
  options: {
    'size': { type: 'string', default: '1024' },
    'chunk': { type: 'string', default: '50' },
    'runs': { type: 'string', default: '7' },
    'data-dir': { type: 'string' },
    'cpu-prof': { type: 'boolean', default: false },
  },
})
const MB = 1024 * 1024
const BENCH_EMAIL = 'bench-upload@cadenza.test'
const BENCH_PASSWORD = 'bench-upload-password'
const sizeBytes = Math.round(Number(args.size) * MB)
const chunkBytes = Math.round(Number(args.chunk) * MB)
const dataDir = join(ROOT, args['data-dir'] ?? 'tmp/bench/upload')
const sourcePath = join(dataDir, 'source.mp3')
const copyPath = join(dataDir, 'copy.mp3')

/** A file of MPEG frames (417 bytes each, silent) of exactly `size` bytes. */
function writeSource(size: number) {
  const frame = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413)])
  const block = Buffer.concat(
    Array.from({ length: Math.ceil((4 * MB) / frame.length) }, () => frame)
  )
  const out = createWriteStream(sourcePath)
  return new Promise<void>((resolve, reject) => {
    let written = 0
    const writeMore = () => {
      while (written < size) {
        const piece = block.subarray(0, Math.min(block.length, size - written))
        written += piece.length
        if (!out.write(piece)) return out.once('drain', writeMore)
      }
      out.end(resolve)
    }
    out.on('error', reject)
    writeMore()
  })
}

/** Resident memory of a process, in bytes (Linux /proc). */
async function rssOf(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024
}

/** A browser's cookie jar over fetch: signs in as the web app does, so the session and XSRF cookies are the web app's. */
class Browser {
  #cookies = new Map<string, string>()
  constructor(private origin: string) {}

  headers(): Record<string, string> {
    const headers: Record<string, string> = {
      cookie: [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      accept: 'application/json',
    }
    const xsrf = this.#cookies.get('XSRF-TOKEN')
    if (xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf)
    return headers
  }

  async request(method: string, path: string, body?: unknown) {
    const response = await fetch(new URL(path, this.origin), {
      method,
      headers: { ...this.headers(), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      redirect: 'manual',
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const index = pair.indexOf('=')
      this.#cookies.set(pair.slice(0, index), pair.slice(index + 1))
    }
    return response
  }
}

/**
 * tus-js-client's file source for a path, reading 1 MB at a time as the copy
 * does: its own source re-opens the file per PATCH with Node's 64 KB reads,
 * which cost the client more CPU than the server's whole receive path and
 * made the bench measure the client. A browser sends a file's bytes without
 * them entering JavaScript's heap; here they do, so the client lets go of
 * them as the server does (collectReadBuffers, with the bench's
 * --expose-gc): without it the client's mark-compacts made it the slower
 * side, at 1.4-3.3 s of CPU per GB against the server's 1.5-3.0.
 */
const fileReader = {
  async openFile(path: string) {
    const size = statSync(path).size
    return {
      size,
      async slice(start: number, end: number) {
        const last = Math.min(end, size) - 1
        const value = createReadStream(path, { start, end: last, highWaterMark: MB })
        collectReadBuffers(value)
        // tus-js-client reads a stream's length from `size`, as on its own source's streams.
        return { value: Object.assign(value, { size: last + 1 - start }), done: last + 1 >= size }
      },
      close() {},
    }
  },
}

function cpuOf(usage: NodeJS.CpuUsage) {
  return (usage.user + usage.system) / 1e6
}

function megabytesPerSecond(bytes: number, ms: number) {
  return bytes / MB / (ms / 1000)
}

/** The baseline: the same bytes read and written once more by a Node process, 1 MB at a time. */
async function copyOnce() {
  const started = performance.now()
  const cpu = process.cpuUsage()
  await pipeline(createReadStream(sourcePath, { highWaterMark: MB }), createWriteStream(copyPath))
  const ms = performance.now() - started
  const cpuSecondsUsed = cpuOf(process.cpuUsage(cpu))
  rmSync(copyPath)
  return { ms, cpuSeconds: cpuSecondsUsed }
}

/** One tus upload of the source, as the web app sends it, then its file entry (removed again). */
async function uploadOnce(origin: string, browser: Browser, serverPid: number) {
  let rssPeak = await rssOf(serverPid)
  const sampler = setInterval(
    () =>
      void rssOf(serverPid).then(
        (rss) => (rssPeak = Math.max(rssPeak, rss)),
        () => {}
      ),
    100
  )
  const started = performance.now()
  const serverCpuBefore = cpuSeconds([serverPid]) ?? 0
  const clientCpu = process.cpuUsage()
  const uploadUrl = await new Promise<string>((resolve, reject) => {
    const upload = new tus.Upload(sourcePath as unknown as Blob, {
      fileReader,
      endpoint: `${origin}/api/v1/tus/upload`,
      headers: browser.headers(),
      metadata: {
        name: 'bench.mp3',
        clientName: 'bench.mp3',
        clientExtension: 'mp3',
        clientMime: 'audio/mpeg',
        clientSize: String(sizeBytes),
      },
      uploadSize: sizeBytes,
      chunkSize: chunkBytes,
      overridePatchMethod: true,
      retryDelays: [],
      onSuccess: () => resolve(upload.url!),
      onError: reject,
    })
    upload.start()
  })
  const ms = performance.now() - started
  const serverCpuSeconds = (cpuSeconds([serverPid]) ?? 0) - serverCpuBefore
  const clientCpuSeconds = cpuOf(process.cpuUsage(clientCpu))
  clearInterval(sampler)
  rssPeak = Math.max(rssPeak, await rssOf(serverPid))

  const entryStarted = performance.now()
  const entry = await browser.request('POST', '/api/v1/tus/entries', {
    uploadKey: uploadUrl.slice(uploadUrl.lastIndexOf('/') + 1),
  })
  const entryMs = performance.now() - entryStarted
  if (entry.status !== 201)
    throw new Error(`tus/entries failed: ${entry.status} ${await entry.text()}`)
  const { fileEntry } = (await entry.json()) as { fileEntry: { path: string; file_size: number } }
  rmSync(join(dataDir, 'storage', 'uploads', fileEntry.path), { force: true })
  return {
    ms,
    serverCpuSeconds,
    clientCpuSeconds,
    rssPeak,
    entryMs,
    entrySize: fileEntry.file_size,
  }
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

async function main() {
  mkdirSync(dataDir, { recursive: true })
  if (!existsSync(join(dataDir, 'cadenza.sqlite'))) {
    ace(dataDir, ['setup'])
    // The account that uploads, made once (registration is rate-limited per address).
    ace(dataDir, ['user:create', `--email=${BENCH_EMAIL}`, `--password=${BENCH_PASSWORD}`])
  }
  if (!existsSync(sourcePath) || statSync(sourcePath).size !== sizeBytes)
    await writeSource(sizeBytes)

  const port = await freePort()
  // --cpu-prof: the server's CPU profile in <data dir>/profiles/ (open it in Chrome's DevTools).
  const server = await startProductionServer(dataDir, port, {
    QUEUE_WORKER: 'false',
    ...(args['cpu-prof'] ? cpuProfileEnv(join(dataDir, 'profiles')) : {}),
  })
  try {
    const origin = `http://127.0.0.1:${port}`
    const browser = new Browser(origin)
    // The web app asks for its XSRF cookie before its first write: a cookie-less page sets none.
    await browser.request('GET', XSRF_TOKEN_PATH)
    const signedIn = await browser.request('POST', '/auth/login', {
      email: BENCH_EMAIL,
      password: BENCH_PASSWORD,
    })
    if (signedIn.status !== 200)
      throw new Error(`Sign-in failed: ${signedIn.status} ${await signedIn.text()}`)

    const rssBefore = await rssOf(server.pid!)
    const perGigabyte = (seconds: number) => ((seconds * 1024 * MB) / sizeBytes).toFixed(2)
    console.log(
      `file: ${(sizeBytes / MB).toFixed(0)} MB, tus chunks of ${(chunkBytes / MB).toFixed(0)} MB; server RSS ${(rssBefore / MB).toFixed(0)} MB before`
    )
    const ratios: number[] = []
    let rssPeak = rssBefore
    for (let run = 1; run <= Number(args.runs); run++) {
      const copy = await copyOnce()
      const upload = await uploadOnce(origin, browser, server.pid!)
      const [copyRate, uploadRate] = [
        megabytesPerSecond(sizeBytes, copy.ms),
        megabytesPerSecond(sizeBytes, upload.ms),
      ]
      ratios.push(uploadRate / copyRate)
      rssPeak = Math.max(rssPeak, upload.rssPeak)
      // CPU time says what each path costs whatever else the machine runs (wall-clock rates do not, on a shared machine).
      console.log(
        `run ${run}: copy ${(copy.ms / 1000).toFixed(2)} s (${copyRate.toFixed(0)} MB/s), tus upload ${(upload.ms / 1000).toFixed(2)} s (${uploadRate.toFixed(0)} MB/s), ratio ${(uploadRate / copyRate).toFixed(2)}; ` +
          `CPU per GB: copy ${perGigabyte(copy.cpuSeconds)} s, server ${perGigabyte(upload.serverCpuSeconds)} s, client ${perGigabyte(upload.clientCpuSeconds)} s; ` +
          `tus/entries ${upload.entryMs.toFixed(0)} ms (entry of ${(upload.entrySize / MB).toFixed(0)} MB)`
      )
    }
    console.log(
      `ratio upload / copy:  median ${median(ratios).toFixed(2)} of ${ratios.length} runs (target >= 0.8)`
    )
    console.log(
      `server RSS:           ${(rssBefore / MB).toFixed(0)} MB before, ${(rssPeak / MB).toFixed(0)} MB at most, growth ${((rssPeak - rssBefore) / MB).toFixed(0)} MB (target < 100 MB)`
    )
  } finally {
    server.kill()
  }
}

await main()
