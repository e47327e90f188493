import { test } from '@japa/runner'
import { execFileSync, spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import drive from '@adonisjs/drive/services/main'
import type User from '#core/accounts/server/models/user'
import { UserFactory } from '#database/factories/user_factory'
import { createAppPassword } from '#plugins/music/server/subsonic/app_passwords'
import { makeTrack } from '#plugins/music/tests/helpers/catalogue_factory'
import { subsonicClient } from '#plugins/music/tests/helpers/subsonic_client'
import type Track from '#plugins/music/server/models/track'

/** ffmpeg makes the test's audio and reads back what the server sent; without it the server sends originals, untested here. */
const FFMPEG_MISSING = spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status !== 0
const SKIP_REASON = 'ffmpeg is not on the PATH (Debian package ffmpeg)'

/** Three seconds of a tone, encoded by ffmpeg to the extension's format with `args`. */
function tone(extension: string, args: string[]) {
  const folder = mkdtempSync(join(tmpdir(), 'cadenza-transcode-'))
  try {
    const path = join(folder, `tone.${extension}`)
    execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=3', '-ac', '2', '-ar', '44100', ...args, path])
    return readFileSync(path)
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

/** What ffprobe reads in `bytes`: the first audio stream's codec and the container's bitrate. */
function probe(bytes: Buffer) {
  const folder = mkdtempSync(join(tmpdir(), 'cadenza-transcode-'))
  try {
    const path = join(folder, 'sent')
    writeFileSync(path, bytes)
    const output = execFileSync('ffprobe', ['-v', 'error', '-select_streams', 'a:0', '-show_entries', 'stream=codec_name:format=bit_rate', '-of', 'json', path]).toString()
    const parsed = JSON.parse(output) as { streams: Array<{ codec_name: string }>; format: { bit_rate?: string } }
    return { codec: parsed.streams[0]?.codec_name, kbps: Math.round(Number(parsed.format.bit_rate) / 1000) }
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

async function storedTrack(bytes: Buffer, extension: string, mime: string, bitrate: number | null) {
  const key = `tracks/transcode-test/${randomUUID()}.${extension}`
  await drive.use('uploads').put(key, bytes)
  return makeTrack({ name: `Tone ${randomUUID()}`, duration: 3000 }).then(async (track) => {
    track.merge({ src: key, mime, bitrate })
    await track.save()
    return track
  })
}

test.group('Subsonic API: stream with maxBitRate and format', (group) => {
  let listener: User
  let password: string
  let flac: Buffer
  let flacTrack: Track
  let mp3Track: Track

  group.setup(async () => {
    if (FFMPEG_MISSING) return
    listener = await UserFactory.create()
    password = (await createAppPassword(listener.id, 'Phone')).password
    flac = tone('flac', [])
    flacTrack = await storedTrack(flac, 'flac', 'audio/flac', null)
    mp3Track = await storedTrack(tone('mp3', ['-b:a', '128k']), 'mp3', 'audio/mpeg', 128_000)
  })

  const stream = async (track: Track, args: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const response = await subsonicClient({ username: listener.email, password }, { headers }).stream({ id: `tr-${track.id}`, ...args } as never)
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) }
  }

  test('a FLAC song asked as MP3 at 64 kbps is encoded to it on the fly', async ({ assert }) => {
    const sent = await stream(flacTrack, { format: 'mp3', maxBitRate: 64 })
    assert.equal(sent.status, 200)
    assert.equal(sent.headers.get('content-type'), 'audio/mpeg')
    assert.equal(sent.headers.get('accept-ranges'), 'none')
    const { codec, kbps } = probe(sent.bytes)
    assert.equal(codec, 'mp3')
    assert.closeTo(kbps, 64, 8)
  }).skip(FFMPEG_MISSING, SKIP_REASON)

  test('Opus when asked, and MP3 for a maxBitRate alone', async ({ assert }) => {
    const opus = await stream(flacTrack, { format: 'opus', maxBitRate: 96 })
    assert.equal(opus.headers.get('content-type'), 'audio/ogg')
    assert.equal(probe(opus.bytes).codec, 'opus')
    const limited = await stream(flacTrack, { maxBitRate: 96 })
    assert.equal(limited.headers.get('content-type'), 'audio/mpeg')
    assert.equal(probe(limited.bytes).codec, 'mp3')
  }).skip(FFMPEG_MISSING, SKIP_REASON)

  test('format=raw, or a song already within the asked bitrate, is the original file with ranges', async ({ assert }) => {
    const raw = await stream(flacTrack, { format: 'raw', maxBitRate: 64 }, { range: 'bytes=0-3' })
    assert.equal(raw.status, 206)
    assert.equal(raw.bytes.toString('latin1'), 'fLaC')
    const within = await stream(mp3Track, { maxBitRate: 320 })
    assert.equal(within.headers.get('accept-ranges'), 'bytes')
    assert.equal(within.headers.get('content-type'), 'audio/mpeg')
    assert.isTrue(within.bytes.equals(Buffer.from(await drive.use('uploads').getBytes(mp3Track.src!))), 'the stored file, byte for byte')
  }).skip(FFMPEG_MISSING, SKIP_REASON)
})
