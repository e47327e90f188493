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

/** Decodes the PCM of a WAV file; throws on anything it cannot read. */
export function decodeWav(file: Uint8Array): DecodedAudio {
  const data = Buffer.from(file.buffer, file.byteOffset, file.byteLength)
  if (data.length < 12 || data.toString('latin1', 0, 4) !== 'RIFF' || data.toString('latin1', 8, 12) !== 'WAVE') {
    throw new Error('Not a RIFF/WAVE file')
  }
  let offset = 12
  let format: { code: number; channels: number; sampleRate: number; bits: number } | null = null
  while (offset + 8 <= data.length) {
    const id = data.toString('latin1', offset, offset + 4)
    const size = data.readUInt32LE(offset + 4)
    const start = offset + 8
    if (id === 'fmt ') {
      let code = data.readUInt16LE(start)
      // WAVE_FORMAT_EXTENSIBLE keeps the real format code in its sub-format GUID.
      if (code === 0xfffe && size >= 26) code = data.readUInt16LE(start + 24)
      format = { code, channels: data.readUInt16LE(start + 2), sampleRate: data.readUInt32LE(start + 4), bits: data.readUInt16LE(start + 14) }
    } else if (id === 'data') {
      if (!format) throw new Error('WAV data chunk before its format chunk')
      return { sampleRate: format.sampleRate, channels: format.channels, samples: mixDown(data.subarray(start, Math.min(data.length, start + size)), format) }
    }
    offset = start + size + (size % 2)
  }
  throw new Error('WAV file without audio data')
}

function mixDown(pcm: Buffer, format: { code: number; channels: number; bits: number }) {
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
