import { execFile, spawn } from 'node:child_process'
import type { HttpContext } from '@adonisjs/core/http'
import type { Viewer } from '../services/shared/viewer.js'
import { sendAudio } from '../streaming/send_audio.js'
import { streamTrack } from '../streaming/stream_track.js'
import type { TrackSource } from '../streaming/track_sources.js'
import { parseId } from './ids.js'
import type { SubsonicParams } from './params.js'

/**
 * stream's `maxBitRate` and `format`: when ffmpeg is on the PATH (Debian's
 * ffmpeg package), a song above the asked bitrate, or in another format than
 * the asked one, is encoded to MP3 or Opus on the fly and streamed as
 * ffmpeg writes it (no temporary file; no ranges, as its length is unknown
 * beforehand). `format=raw`, a song already within what was asked, or no
 * ffmpeg: the original file, with ranges.
 *
 * This is Subsonic's stream, not OpenSubsonic's `transcoding` extension
 * (getTranscodeDecision / getTranscodeStream), which is not offered and so not
 * listed by getOpenSubsonicExtensions.
 */

const TARGETS = {
  mp3: { codec: 'libmp3lame', container: 'mp3', mime: 'audio/mpeg' },
  opus: { codec: 'libopus', container: 'ogg', mime: 'audio/ogg' },
} as const
type TargetFormat = keyof typeof TARGETS

export interface Transcode {
  format: TargetFormat
  kbps: number
}

/** The bitrate of a format asked without maxBitRate. */
const DEFAULT_KBPS = 192
const MIN_KBPS = 32
const MAX_KBPS = 320
/** Formats whose bitrate says what they hold; any other (FLAC, WAV...) is above every maxBitRate. */
const LOSSY = new Set(['audio/mpeg', 'audio/mp4', 'audio/aac', 'audio/ogg', 'audio/opus', 'audio/webm'])
/** The source MIME type that already is each target's format. */
const SAME_FORMAT: Record<TargetFormat, string> = { mp3: 'audio/mpeg', opus: 'audio/opus' }

let ffmpegFound: Promise<boolean> | undefined

/** Whether ffmpeg runs here; asked once per process. */
export function ffmpegAvailable() {
  ffmpegFound ??= new Promise((resolve) => execFile('ffmpeg', ['-version'], (error) => resolve(!error)))
  return ffmpegFound
}

/** What to encode a song to for what the app asked; null: its original file. */
export function transcodeFor(track: Pick<TrackSource, 'mime' | 'bitrate'>, asked: { maxBitRate: number; format: string | null }): Transcode | null {
  if (asked.format === 'raw') return null
  // Formats Cadenza cannot write ("flv"...) still limit the bitrate, as MP3.
  const format: TargetFormat | null = asked.format === 'mp3' || asked.format === 'opus' ? asked.format : null
  const lossy = track.mime !== null && LOSSY.has(track.mime)
  const sourceKbps = lossy && track.bitrate ? Math.round(track.bitrate / 1000) : null
  const limit = asked.maxBitRate > 0 ? asked.maxBitRate : null
  const aboveLimit = limit !== null && (sourceKbps === null || sourceKbps > limit)
  const otherFormat = format !== null && track.mime !== SAME_FORMAT[format]
  if (!aboveLimit && !otherFormat) return null
  // Never more than the source holds, nor outside what the encoders do well.
  const kbps = Math.min(limit ?? DEFAULT_KBPS, sourceKbps ?? MAX_KBPS)
  return { format: format ?? 'mp3', kbps: Math.max(MIN_KBPS, Math.min(MAX_KBPS, kbps)) }
}

/** stream: the song as the app asked it, within what the listener may hear (streaming/stream_track.ts). */
export async function streamSong(ctx: HttpContext, params: SubsonicParams, viewer: Viewer) {
  const asked = { maxBitRate: params.integer('maxBitRate', { fallback: 0, min: 0 }), format: params.string('format') }
  const trackId = parseId('track', params.requiredString('id'))
  const canTranscode = await ffmpegAvailable()
  return streamTrack(ctx, trackId, viewer, (context, source, track) => {
    const target = canTranscode && source.kind === 'file' ? transcodeFor(track, asked) : null
    return target && source.kind === 'file' ? sendTranscoded(context, source.path, target) : sendAudio(context, source)
  })
}

/** Streams ffmpeg's output as it comes; the listener hanging up stops ffmpeg. */
function sendTranscoded({ request, response, logger }: HttpContext, path: string, target: Transcode) {
  const { codec, container, mime } = TARGETS[target.format]
  response.header('Content-Type', mime)
  response.header('Accept-Ranges', 'none')
  response.header('Cache-Control', 'private, no-store')
  response.status(200)
  if (request.method() === 'HEAD') return
  const ffmpeg = spawn('ffmpeg', ['-nostdin', '-v', 'error', '-i', path, '-map', '0:a:0', '-c:a', codec, '-b:a', `${target.kbps}k`, '-f', container, 'pipe:1'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let errors = ''
  ffmpeg.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2000)))
  ffmpeg.on('close', (code) => {
    // 255: ffmpeg stopped by a signal, as when the listener hung up.
    if (code && code !== 255) logger.warn({ code, errors }, 'ffmpeg failed to transcode a song')
  })
  response.response.once('close', () => ffmpeg.exitCode === null && ffmpeg.kill('SIGKILL'))
  response.stream(ffmpeg.stdout)
}
