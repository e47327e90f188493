import { createReadStream } from 'node:fs'
import CodecParser, { type OggPage, type OpusHeader } from 'codec-parser'
import { MPEGDecoder } from 'mpg123-decoder'
import { FLACDecoder } from '@wasm-audio-decoders/flac'
import { OggVorbisDecoder } from '@wasm-audio-decoders/ogg-vorbis'
import { OpusDecoder } from 'opus-decoder'
import { streamWavSamples } from './wav.js'

/**
 * Streaming decoders for the formats the catalogue accepts: WAV is read
 * here (wav.ts), MP3, FLAC, Ogg Vorbis and Ogg Opus by WebAssembly builds of
 * libmpg123, libFLAC, libvorbis and libopus. Files are read in chunks and
 * each chunk's PCM is handed on and dropped, so memory stays flat whatever
 * the file's length. AAC/M4A is not decoded: the only maintained
 * WebAssembly AAC decoder is GPL-licensed; those tracks get no waveform and
 * the player draws a plain seekbar.
 */

export type DecodableFormat = 'wav' | 'mpeg' | 'flac' | 'vorbis' | 'opus'

/** Per-channel samples of one decoded chunk. */
export type PcmChunk = Float32Array[]

interface StreamDecoder {
  decode(chunk: Uint8Array): Promise<PcmChunk> | PcmChunk
  /** Samples still buffered once the file has been read to its end. */
  flush(): Promise<PcmChunk> | PcmChunk
  free(): void
}

const READ_CHUNK_BYTES = 64 * 1024

/** The decoder for a file, from music-metadata's container and codec names; null when none applies. */
export function decodableFormatOf(container: string | null, codec: string | null): DecodableFormat | null {
  if (container && /^wav/i.test(container)) return 'wav'
  if (container === 'MPEG' && /layer 3/i.test(codec ?? '')) return 'mpeg'
  if (container === 'FLAC') return 'flac'
  if (container === 'Ogg' && /^vorbis/i.test(codec ?? '')) return 'vorbis'
  if (container === 'Ogg' && /^opus/i.test(codec ?? '')) return 'opus'
  return null
}

async function mpegDecoder(): Promise<StreamDecoder> {
  const decoder = new MPEGDecoder()
  await decoder.ready
  return { decode: (chunk) => decoder.decode(chunk).channelData, flush: () => [], free: () => decoder.free() }
}

/** libFLAC and libvorbis stream alike: chunks in, then a flush of what they buffered. */
async function bufferingDecoder(decoder: FLACDecoder | OggVorbisDecoder): Promise<StreamDecoder> {
  await decoder.ready
  return {
    decode: async (chunk) => (await decoder.decode(chunk)).channelData,
    flush: async () => (await decoder.flush()).channelData,
    free: () => decoder.free(),
  }
}

/**
 * Ogg Opus: the pages are split here (codec-parser) and their frames handed
 * to libopus, which needs the stream's channel layout and pre-skip from the
 * identification header; codec-parser puts that header on every frame, so
 * the decoder is created at the first one.
 */
function opusDecoder(): StreamDecoder {
  const parser = new CodecParser<OggPage>('audio/ogg')
  let opus: OpusDecoder | null = null

  async function decodePages(pages: OggPage[]): Promise<PcmChunk> {
    const frames = pages.flatMap((page) => page.codecFrames)
    if (!frames.length) return []
    if (!opus) {
      const header = frames[0].header as OpusHeader
      opus = new OpusDecoder({
        channels: header.channels,
        streamCount: header.streamCount,
        coupledStreamCount: header.coupledStreamCount,
        channelMappingTable: header.channelMappingTable,
        preSkip: header.preSkip,
      })
      await opus.ready
    }
    return opus.decodeFrames(frames.map((frame) => frame.data)).channelData
  }

  return {
    decode: (chunk) => decodePages([...iterate(parser.parseChunk(chunk))]),
    flush: () => decodePages([...iterate(parser.flush())]),
    free: () => opus?.free(),
  }
}

/** codec-parser hands out iterators, not iterables. */
function iterate<T>(iterator: Iterator<T>): Iterable<T> {
  return { [Symbol.iterator]: () => iterator }
}

const DECODERS: Record<Exclude<DecodableFormat, 'wav'>, () => Promise<StreamDecoder> | StreamDecoder> = {
  mpeg: mpegDecoder,
  flac: () => bufferingDecoder(new FLACDecoder()),
  vorbis: () => bufferingDecoder(new OggVorbisDecoder()),
  opus: opusDecoder,
}

/** The file's PCM, chunk by chunk, as read from disk. Throws on a file the decoder cannot read. */
export async function* decodeFile(path: string, format: DecodableFormat): AsyncGenerator<PcmChunk> {
  if (format === 'wav') {
    for await (const mono of streamWavSamples(path, READ_CHUNK_BYTES)) yield [mono]
    return
  }
  const decoder = await DECODERS[format]()
  try {
    for await (const chunk of createReadStream(path, { highWaterMark: READ_CHUNK_BYTES })) {
      const pcm = await decoder.decode(chunk as Buffer)
      if (pcm.length) yield pcm
    }
    const rest = await decoder.flush()
    if (rest.length) yield rest
  } finally {
    decoder.free()
  }
}
