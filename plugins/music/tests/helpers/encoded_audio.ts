import { spawnSync } from 'node:child_process'
import { readFile } from 'node:fs/promises'

/** Debian's ffmpeg (`apt-get install ffmpeg`) makes the real MP3, FLAC and WAV files: tests that need them skip without it. */
export const hasFfmpeg = spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0

export interface EncodedTags {
  title: string
  artist: string
  album: string
  trackNumber: number
}

const RATE = 44_100

const CODECS = {
  // Constant bitrate: the file weighs 40 kB a second, whatever the sound; LAME's fastest setting (a test's CPU is shared).
  mp3: ['-c:a', 'libmp3lame', '-b:a', '320k', '-compression_level', '9', '-id3v2_version', '3'],
  flac: ['-c:a', 'flac'],
  // 16-bit PCM (176 kB a second), tags in its LIST/INFO chunk: the cheapest large file that decodes.
  wav: ['-c:a', 'pcm_s16le'],
}

/**
 * 16-bit stereo PCM: a tone whose pitch comes from `seed` under loud noise
 * that differs per channel, so FLAC can neither predict it away nor fold
 * the channels into one (its files weigh about 150 kB a second).
 */
function tonesUnderNoise(seconds: number, seed: number) {
  const frames = seconds * RATE
  const pcm = Buffer.alloc(frames * 4)
  const pitch = 220 + seed * 37
  let noise = seed
  for (let frame = 0; frame < frames; frame++) {
    for (let channel = 0; channel < 2; channel++) {
      noise = (noise * 1_103_515_245 + 12_345) & 0x7fffffff
      const tone = Math.sin((2 * Math.PI * pitch * (channel ? 1.5 : 1) * frame) / RATE)
      pcm.writeInt16LE(Math.round((0.4 * tone + 0.5 * (noise / 0x7fffffff - 0.5)) * 32767), (frame * 2 + channel) * 2)
    }
  }
  return pcm
}

/**
 * Writes `seconds` of 44.1 kHz stereo as a tagged MP3 (ID3v2.3), FLAC
 * (Vorbis comments) or WAV (RIFF INFO), encoded by ffmpeg as an artist's ripper or DAW would.
 * Returns the file's bytes.
 */
export async function writeEncodedAudio(path: string, format: keyof typeof CODECS, tags: EncodedTags, seconds: number, seed = 1) {
  const metadata = { title: tags.title, artist: tags.artist, album: tags.album, track: String(tags.trackNumber) }
  const result = spawnSync(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 's16le', '-ar', String(RATE), '-ac', '2', '-i', 'pipe:0'],
      ...CODECS[format],
      ...Object.entries(metadata).flatMap(([key, value]) => ['-metadata', `${key}=${value}`]),
      path,
    ],
    { input: tonesUnderNoise(seconds, seed), encoding: 'buffer' }
  )
  if (result.status !== 0) throw new Error(`ffmpeg could not encode ${path}: ${result.stderr}`)
  return readFile(path)
}
