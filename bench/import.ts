/**
 * `npm run bench:import`: how fast `node ace music:import` scans a library
 * (issue 17: >= 10,000 files/min on this machine), how fast the queue's
 * workers then decode the waveforms and loudness it left for them, and how
 * long tagging + waveform of a 5-minute FLAC take (< 2 s).
 *
 *   npm run bench:import                              # 3,000 MP3s of 30 s, SQLite in tmp/bench/import
 *   npm run bench:import -- --files 10000 --worker-seconds 30
 *   DB_CONNECTION=mysql MYSQL_DATABASE=cadenza_import_bench npm run bench:import
 *
 * The library is generated: one 30-second 128 kb/s MP3 encoded once with
 * Debian's `lame`, then each file its own ID3v2 tag (title, artist, album,
 * number, genre, year and the album's 500 px cover, as rippers embed it)
 * before those frames, 10 tracks an album, 5 albums an artist, in
 * Artist/Album/NN Title.mp3 folders. The FLAC is encoded with `flac`
 * (`apt-get install lame flac`).
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync, readFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import Database from 'better-sqlite3'
import mysql from 'mysql2/promise'
import { encodeId3 } from '#plugins/music/server/audio/id3'
import { albumCover } from '#plugins/music/server/demo/artwork'
import { inspectAudio } from '#plugins/music/server/ingest/intake'
import { analyseAudio } from '#plugins/music/server/audio/waveform'
import { concurrently } from '#plugins/music/server/import/concurrently'
import { ROOT } from './support.js'

const { values: options } = parseArgs({
  options: {
    'files': { type: 'string', default: '3000' },
    'seconds': { type: 'string', default: '30' },
    'worker-seconds': { type: 'string', default: '20' },
  },
})

const FILES = Number(options.files)
const SECONDS = Number(options.seconds)
const TRACKS_PER_ALBUM = 10
const ALBUMS_PER_ARTIST = 5
const GENRES = ['Rock', 'Jazz', 'Electronic', 'Hip-Hop', 'Folk', 'Classical', 'Pop', 'Ambient']

const mysqlEnv = process.env.DB_CONNECTION === 'mysql'
const benchDir = join(ROOT, 'tmp/bench/import')
const dataDir = join(benchDir, 'data')
const libraryDir = join(benchDir, 'library')
const databaseEnv: Record<string, string> = mysqlEnv
  ? {
      DB_CONNECTION: 'mysql',
      MYSQL_HOST: process.env.MYSQL_HOST ?? '127.0.0.1',
      MYSQL_PORT: process.env.MYSQL_PORT ?? '3306',
      MYSQL_USER: process.env.MYSQL_USER ?? 'root',
      MYSQL_PASSWORD: process.env.MYSQL_PASSWORD ?? '',
      MYSQL_DATABASE: process.env.MYSQL_DATABASE ?? 'cadenza_import_bench',
    }
  : { DB_CONNECTION: 'sqlite', SQLITE_PATH: '' }
const aceEnv = { ...process.env, ...databaseEnv, DATA_DIR: dataDir, MUSIC_DEMO_CATALOGUE: 'false', NODE_ENV: 'production', QUEUE_DRIVER: 'database', LOG_LEVEL: 'warn' }

function need(tool: string) {
  if (spawnSync(tool, ['--version'], { stdio: 'ignore' }).status !== 0) {
    console.error(`bench:import needs \`${tool}\` (Debian: apt-get install -y lame flac)`)
    process.exit(1)
  }
}

/** A few seconds of a chord with some noise: something an encoder has to work for. */
function music(seconds: number, rate: number, channels: 1 | 2) {
  const frames = seconds * rate
  const samples = new Float32Array(frames * channels)
  let seed = 17
  for (let i = 0; i < frames; i++) {
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff
    const t = i / rate
    const swell = 0.6 + 0.4 * Math.sin(2 * Math.PI * 0.1 * t)
    const tone = Math.sin(2 * Math.PI * 220 * t) + 0.5 * Math.sin(2 * Math.PI * 277.2 * t) + 0.4 * Math.sin(2 * Math.PI * 329.6 * t)
    const value = swell * 0.25 * tone + 0.02 * (seed / 0x7fffffff - 0.5)
    for (let c = 0; c < channels; c++) samples[i * channels + c] = value * (c ? 0.9 : 1)
  }
  return samples
}

/** Encodes interleaved float samples with an encoder reading 16-bit PCM from stdin. */
function encode(command: string, args: string[], samples: Float32Array) {
  const pcm = Buffer.alloc(samples.length * 2)
  for (let i = 0; i < samples.length; i++) pcm.writeInt16LE(Math.round(Math.max(-1, Math.min(1, samples[i])) * 32767), i * 2)
  const result = spawnSync(command, args, { input: pcm, maxBuffer: 1 << 30 })
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr}`)
  return result.stdout
}

async function generateLibrary() {
  rmSync(libraryDir, { recursive: true, force: true })
  const mp3 = encode('lame', ['--quiet', '-r', '-s', '44.1', '--bitwidth', '16', '--signed', '--little-endian', '-m', 'j', '-b', '128', '-', '-'], music(SECONDS, 44_100, 2))
  const covers = new Map<number, Buffer>()
  const started = performance.now()
  await concurrently(
    Array.from({ length: FILES }, (_, index) => index),
    16,
    async (index) => {
      const album = Math.floor(index / TRACKS_PER_ALBUM)
      const artist = Math.floor(album / ALBUMS_PER_ARTIST)
      const number = (index % TRACKS_PER_ALBUM) + 1
      if (!covers.has(album)) covers.set(album, Buffer.from(albumCover(`bench album ${album}`, 500)))
      const tag = encodeId3({
        title: `Bench Song ${index}`,
        artist: `Bench Artist ${artist}`,
        albumArtist: `Bench Artist ${artist}`,
        album: `Bench Album ${album}`,
        trackNumber: number,
        genre: GENRES[artist % GENRES.length],
        year: 1990 + (album % 30),
        cover: { mime: 'image/png', data: covers.get(album)! },
      })
      const folder = join(libraryDir, `Bench Artist ${artist}`, `Bench Album ${album}`)
      mkdirSync(folder, { recursive: true })
      await writeFile(join(folder, `${String(number).padStart(2, '0')} Bench Song ${index}.mp3`), Buffer.concat([tag, mp3]))
    }
  )
  console.log(`Generated ${FILES} tagged MP3s of ${SECONDS} s (${(mp3.length / 1024).toFixed(0)} KB of audio each, covers embedded) in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}

function ace(command: string[], capture = false) {
  const result = spawnSync(process.execPath, ['ace.js', ...command], { cwd: ROOT, env: aceEnv, stdio: capture ? 'pipe' : 'inherit', encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`node ace ${command.join(' ')} failed: ${result.stderr ?? ''}`)
  return result.stdout ?? ''
}

async function readyTracks(): Promise<number> {
  const sql = "SELECT COUNT(*) AS count FROM tracks WHERE processing IN ('ready', 'failed')"
  if (mysqlEnv) {
    const connection = await mysql.createConnection({ host: databaseEnv.MYSQL_HOST, port: Number(databaseEnv.MYSQL_PORT), user: databaseEnv.MYSQL_USER, password: databaseEnv.MYSQL_PASSWORD, database: databaseEnv.MYSQL_DATABASE })
    const [rows] = await connection.query(sql)
    await connection.end()
    return Number((rows as Array<{ count: number }>)[0].count)
  }
  const database = new Database(join(dataDir, 'cadenza.sqlite'), { readonly: true })
  try {
    return Number((database.prepare(sql).get() as { count: number }).count)
  } finally {
    database.close()
  }
}

async function freshDatabase() {
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(dataDir, { recursive: true })
  if (mysqlEnv) {
    const server = await mysql.createConnection({ host: databaseEnv.MYSQL_HOST, port: Number(databaseEnv.MYSQL_PORT), user: databaseEnv.MYSQL_USER, password: databaseEnv.MYSQL_PASSWORD })
    await server.query(`DROP DATABASE IF EXISTS \`${databaseEnv.MYSQL_DATABASE}\``)
    await server.query(`CREATE DATABASE \`${databaseEnv.MYSQL_DATABASE}\``)
    await server.end()
  }
  ace(['setup'], true)
}

/** The scan: the command's own figure, and the wall time of the whole process (boot included). */
function scan() {
  const started = performance.now()
  const output = ace(['music:import', libraryDir], true)
  const wall = (performance.now() - started) / 1000
  const line = output.split('\n').find((text) => text.includes('Scanned')) ?? ''
  const summary = output.split('\n').find((text) => text.includes('Imported:')) ?? ''
  console.log(line.replace(/^\S*\s*/, '').trim())
  // On a shared machine the wall clock measures the neighbours too: the process's own CPU time says what one idle core does.
  const cpu = Number(/([\d.]+) s of CPU/.exec(line)?.[1])
  if (cpu) console.log(`Scan per CPU time: ${Math.round((FILES / cpu) * 60)} files per CPU-minute`)
  console.log(summary.replace(/^\S*\s*/, '').trim())
  console.log(`Scan, whole process (boot included): ${wall.toFixed(1)} s, ${Math.round((FILES / wall) * 60)} files/min`)
}

/** One queue worker (as `npm start` runs one) for a while: decoded tracks per minute. */
async function workers() {
  const seconds = Number(options['worker-seconds'])
  const worker = spawn(process.execPath, ['ace.js', 'queue:work'], { cwd: ROOT, env: aceEnv, stdio: 'ignore' })
  const before = await readyTracks()
  const started = performance.now()
  let done = before
  while ((performance.now() - started) / 1000 < seconds && done < FILES) {
    await new Promise((resolve) => setTimeout(resolve, 1000))
    done = await readyTracks()
  }
  const elapsed = (performance.now() - started) / 1000
  worker.kill('SIGTERM')
  await new Promise((resolve) => worker.once('exit', resolve))
  console.log(`Background decoding (one worker, concurrency 2, boot included): ${done - before} tracks in ${elapsed.toFixed(1)} s, ${Math.round(((done - before) / elapsed) * 60)} tracks/min`)
}

/** Tagging + waveform (and loudness) of a 5-minute stereo FLAC at 44.1 kHz, in this process. */
async function fiveMinuteFlac() {
  const path = join(benchDir, 'five-minutes.flac')
  const coverPath = join(benchDir, 'cover.png')
  writeFileSync(coverPath, albumCover('five minutes', 1000))
  // To a file, not stdout: flac writes the stream's length into its header once it is done.
  rmSync(path, { force: true })
  encode(
    'flac',
    ['--silent', '--force-raw-format', '--endian=little', '--sign=signed', '--channels=2', '--bps=16', '--sample-rate=44100', '-5', '-T', 'TITLE=Five Minutes', '-T', 'ARTIST=Bench', `--picture=${coverPath}`, '-o', path, '-'],
    music(300, 44_100, 2)
  )
  const started = performance.now()
  const audio = await inspectAudio(path)
  const tagged = performance.now()
  const analysis = await analyseAudio(path, audio)
  const ended = performance.now()
  console.log(
    `5-minute FLAC (${(readFileSync(path).length / 1e6).toFixed(1)} MB): tags ${(tagged - started).toFixed(0)} ms + waveform and loudness ${(ended - tagged).toFixed(0)} ms = ${((ended - started) / 1000).toFixed(2)} s ` +
      `(${analysis?.loudness.integratedLufs} LUFS, ${analysis?.peaks.length} peaks)`
  )
}

need('lame')
need('flac')
mkdirSync(benchDir, { recursive: true })
console.log(`bench:import on ${mysqlEnv ? `MariaDB/MySQL (${databaseEnv.MYSQL_DATABASE})` : 'SQLite'}`)
await generateLibrary()
await freshDatabase()
scan()
await workers()
await fiveMinuteFlac()
