import { readSync } from 'node:fs'
import { open } from 'node:fs/promises'
import { endianness } from 'node:os'

/**
 * RIFF/WAVE writing and reading. Writing: 16-bit PCM mono with a LIST/INFO
 * chunk (title, artist, album, genre) and an optional ID3v2 chunk (covers,
 * lyrics), the two tag blocks players and music-metadata read. Reading: the
 * PCM samples of any integer or float WAV, for the waveform of imported files.
 */

export interface WavTags {
  title?: string
  artist?: string
  album?: string
  genre?: string
  year?: number
  trackNumber?: number
  comment?: string
}

function chunk(id: string, body: Buffer) {
  const header = Buffer.alloc(8)
  header.write(id, 0, 'latin1')
  header.writeUInt32LE(body.length, 4)
  // RIFF chunks are word-aligned: an odd body gets a pad byte.
  return Buffer.concat(body.length % 2 ? [header, body, Buffer.alloc(1)] : [header, body])
}

function infoList(tags: WavTags) {
  const fields: Array<[string, string | number | undefined]> = [
    ['INAM', tags.title],
    ['IART', tags.artist],
    ['IPRD', tags.album],
    ['IGNR', tags.genre],
    ['ICRD', tags.year],
    ['ITRK', tags.trackNumber],
    ['ICMT', tags.comment],
    ['ISFT', 'Cadenza'],
  ]
  const entries = fields
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([id, value]) => chunk(id, Buffer.from(`${value}\0`, 'utf8')))
  return chunk('LIST', Buffer.concat([Buffer.from('INFO', 'latin1'), ...entries]))
}

/** Encodes mono float samples ([-1, 1]) as a 16-bit PCM WAV file. */
export function encodeWav(samples: Float32Array, sampleRate: number, tags: WavTags = {}, id3?: Uint8Array) {
  const ints = new Int16Array(samples.length)
  let index = 0
  for (const value of samples) ints[index++] = Math.round((value > 1 ? 1 : value < -1 ? -1 : value) * 32767)
  const pcm = Buffer.from(ints.buffer)
  // Typed arrays use the machine's byte order; WAV is little-endian.
  if (endianness() === 'BE') pcm.swap16()
  const format = Buffer.alloc(16)
  format.writeUInt16LE(1, 0) // PCM
  format.writeUInt16LE(1, 2) // mono
  format.writeUInt32LE(sampleRate, 4)
  format.writeUInt32LE(sampleRate * 2, 8) // bytes per second
  format.writeUInt16LE(2, 12) // block align
  format.writeUInt16LE(16, 14) // bits per sample
  const body = Buffer.concat([
    Buffer.from('WAVE', 'latin1'),
    chunk('fmt ', format),
    infoList(tags),
    ...(id3 ? [chunk('id3 ', Buffer.from(id3))] : []),
    chunk('data', pcm),
  ])
  return chunk('RIFF', body)
}

export interface DecodedAudio {
  sampleRate: number
  channels: number
  /** Channels mixed down to mono, in [-1, 1]. */
  samples: Float32Array
}

interface WavFormat {
  code: number
  channels: number
  sampleRate: number
  bits: number
}

/** Reads `length` bytes at `position` (fewer at the end): a slice of a buffer, or a read of an open file. */
type ReadAt = (position: number, length: number) => Buffer

/**
 * Finds the PCM of a WAV: its encoding and byte range. Walks the chunk
 * headers only, so the tags and covers before the audio are never loaded.
 * Throws on anything it cannot read.
 */
function locatePcm(readAt: ReadAt, size: number): { format: WavFormat; start: number; end: number } {
  const riff = readAt(0, 12)
  if (riff.length < 12 || riff.toString('latin1', 0, 4) !== 'RIFF' || riff.toString('latin1', 8, 12) !== 'WAVE') {
    throw new Error('Not a RIFF/WAVE file')
  }
  let offset = 12
  let format: WavFormat | null = null
  while (offset + 8 <= size) {
    const header = readAt(offset, 8)
    const id = header.toString('latin1', 0, 4)
    const length = header.readUInt32LE(4)
    const start = offset + 8
    if (id === 'fmt ') {
      const body = readAt(start, Math.min(length, 26))
      if (body.length < 16) throw new Error('Truncated WAV format chunk')
      let code = body.readUInt16LE(0)
      // WAVE_FORMAT_EXTENSIBLE keeps the real format code in its sub-format GUID.
      if (code === 0xfffe && body.length >= 26) code = body.readUInt16LE(24)
      format = { code, channels: body.readUInt16LE(2), sampleRate: body.readUInt32LE(4), bits: body.readUInt16LE(14) }
    } else if (id === 'data') {
      if (!format) throw new Error('WAV data chunk before its format chunk')
      // 0 and 0xFFFFFFFF are what recorders that stream leave: the data runs to the end of the file.
      const toTheEnd = length === 0 || length === 0xffffffff
      if (!toTheEnd && start + length > size) throw new Error('Truncated WAV data: the file ends before its audio does')
      return { format, start, end: toTheEnd ? size : start + length }
    }
    offset = start + length + (length % 2)
  }
  throw new Error('WAV file without audio data')
}

/** Decodes the PCM of a WAV file; throws on anything it cannot read. */
export function decodeWav(file: Uint8Array): DecodedAudio {
  const data = Buffer.from(file.buffer, file.byteOffset, file.byteLength)
  const { format, start, end } = locatePcm((position, length) => data.subarray(position, position + length), data.length)
  return { sampleRate: format.sampleRate, channels: format.channels, samples: mixDown(data.subarray(start, end), format) }
}

/**
 * Checks that a WAV file on disk holds the audio its headers announce, from
 * its chunk headers alone (no sample is read): throws like decoding would on
 * a file cut short.
 */
export async function checkWavLayout(path: string) {
  const file = await open(path, 'r')
  try {
    const readAt: ReadAt = (position, length) => {
      const bytes = Buffer.alloc(length)
      return bytes.subarray(0, readSync(file.fd, bytes, 0, length, position))
    }
    locatePcm(readAt, (await file.stat()).size)
  } finally {
    await file.close()
  }
}

/**
 * The PCM of a WAV file on disk, mixed down to mono, in chunks of about
 * `chunkBytes`: memory stays flat however long the recording.
 */
export async function* streamWavSamples(path: string, chunkBytes = 64 * 1024): AsyncGenerator<Float32Array> {
  const file = await open(path, 'r')
  try {
    const readAt: ReadAt = (position, length) => {
      const bytes = Buffer.alloc(length)
      return bytes.subarray(0, readSync(file.fd, bytes, 0, length, position))
    }
    const { format, start, end } = locatePcm(readAt, (await file.stat()).size)
    const frame = (format.bits / 8) * format.channels
    if (!frame) throw new Error('Invalid WAV format')
    const step = Math.max(frame, chunkBytes - (chunkBytes % frame))
    const buffer = Buffer.alloc(step)
    for (let position = start; position + frame <= end; position += step) {
      const { bytesRead } = await file.read(buffer, 0, Math.min(step, end - position), position)
      const whole = bytesRead - (bytesRead % frame)
      if (!whole) break
      yield mixDown(buffer.subarray(0, whole), format)
    }
  } finally {
    await file.close()
  }
}

function mixDown(pcm: Buffer, format: WavFormat) {
  const bytes = format.bits / 8
  const frame = bytes * format.channels
  if (!frame || format.channels < 1) throw new Error('Invalid WAV format')
  const read = sampleReader(format.code, format.bits)
  const frames = Math.floor(pcm.length / frame)
  const samples = new Float32Array(frames)
  for (let i = 0; i < frames; i++) {
    let sum = 0
    for (let c = 0; c < format.channels; c++) sum += read(pcm, i * frame + c * bytes)
    samples[i] = sum / format.channels
  }
  return samples
}

function sampleReader(code: number, bits: number): (pcm: Buffer, at: number) => number {
  if (code === 3 && bits === 32) return (pcm, at) => pcm.readFloatLE(at)
  if (code === 3 && bits === 64) return (pcm, at) => pcm.readDoubleLE(at)
  if (code !== 1) throw new Error(`Unsupported WAV encoding (format ${code})`)
  switch (bits) {
    case 8:
      return (pcm, at) => (pcm[at] - 128) / 128
    case 16:
      return (pcm, at) => pcm.readInt16LE(at) / 32768
    case 24:
      return (pcm, at) => pcm.readIntLE(at, 3) / 8388608
    case 32:
      return (pcm, at) => pcm.readInt32LE(at) / 2147483648
    default:
      throw new Error(`Unsupported WAV bit depth (${bits})`)
  }
}
