import { decodableFormatOf, decodeFile } from './decoders.js'
import { UnreadableAudioError } from './metadata.js'
import { LoudnessMeter, type LoudnessReading } from './loudness.js'

/** Bars drawn by the seekbar; enough for a wide screen, small as JSON. */
export const WAVEFORM_BARS = 180

/**
 * Peaks for the seekbar: the signal cut into `bars` equal windows, each
 * summarised by its peak absolute amplitude, scaled so the loudest bar is 1
 * (a quiet recording still draws a readable shape). Two decimals each.
 */
export function computePeaks(samples: Float32Array, bars = WAVEFORM_BARS): number[] {
  if (!samples.length || bars < 1) return []
  const window = samples.length / bars
  const peaks = new Array<number>(bars)
  let loudest = 0
  for (let bar = 0; bar < bars; bar++) {
    const from = Math.floor(bar * window)
    const to = Math.max(from + 1, Math.floor((bar + 1) * window))
    let peak = 0
    for (let i = from; i < to && i < samples.length; i++) {
      const value = Math.abs(samples[i])
      if (value > peak) peak = value
    }
    peaks[bar] = peak
    if (peak > loudest) loudest = peak
  }
  return peaks.map((peak) => (loudest > 0 ? Math.round((peak / loudest) * 100) / 100 : 0))
}

/**
 * Running peaks of a signal of unknown length in bounded memory: each slot
 * keeps the loudest sample of `span` consecutive samples (channels averaged
 * to mono). When the slots are full, neighbours merge and the span doubles,
 * so an hour-long file costs the same as a short one.
 */
export class PeakEnvelope {
  static readonly SLOTS = 4096
  #slots = new Float32Array(PeakEnvelope.SLOTS)
  #count = 0
  #span = 1
  /** Samples already in the slot being filled (#slots[#count]). */
  #filled = 0

  push(channels: Float32Array[]) {
    const length = channels[0]?.length ?? 0
    for (let i = 0; i < length; i++) {
      let sum = 0
      for (const channel of channels) sum += channel[i]
      const value = Math.abs(sum / channels.length)
      if (value > this.#slots[this.#count]) this.#slots[this.#count] = value
      if (++this.#filled === this.#span) this.#closeSlot()
    }
  }

  #closeSlot() {
    this.#filled = 0
    if (++this.#count < PeakEnvelope.SLOTS) return
    const half = PeakEnvelope.SLOTS / 2
    for (let slot = 0; slot < half; slot++) this.#slots[slot] = Math.max(this.#slots[2 * slot], this.#slots[2 * slot + 1])
    this.#slots.fill(0, half)
    this.#count = half
    this.#span *= 2
  }

  /** The slots so far, the partly filled one included. */
  envelope(): Float32Array {
    return this.#slots.slice(0, this.#count + (this.#filled ? 1 : 0))
  }
}

/** Shortest audio the catalogue takes: anything under a second is a broken file, not a track. */
export const MIN_TRACK_MS = 1000

/** What music-metadata read from the file's headers (metadata.ts). */
export interface ClaimedAudio {
  container: string | null
  codec: string | null
  sampleRate: number | null
  durationMs: number | null
}

/** What decoding a whole file yields: seekbar peaks and loudness (null for formats not decoded here). */
export interface AudioAnalysis {
  peaks: number[]
  loudness: LoudnessReading
}

/**
 * Decodes a whole file and returns its peaks for the seekbar and its
 * loudness. The headers alone are not trusted: a truncated file still has
 * them. Throws UnreadableAudioError when the audio does not decode, decodes
 * to much less than its headers claim (more than half a second or 5 %
 * missing: decoders drop a last partial frame), or to under MIN_TRACK_MS.
 * AAC/M4A is not decoded here (decoders.ts): its claimed length is checked,
 * and it gets no waveform (the player draws a plain seekbar) and no loudness.
 */
export async function analyseAudio(path: string, claimed: ClaimedAudio): Promise<AudioAnalysis | null> {
  const claimedMs = claimed.durationMs ?? 0
  const format = decodableFormatOf(claimed.container, claimed.codec)
  if (!format) {
    if (claimedMs < MIN_TRACK_MS) throw new UnreadableAudioError(`Too short to be a track (${claimedMs} ms)`)
    return null
  }
  // libopus always decodes at 48 kHz, whatever rate the header names.
  const rate = format === 'opus' ? 48_000 : claimed.sampleRate
  if (!rate) throw new UnreadableAudioError('No sample rate in the file')
  const envelope = new PeakEnvelope()
  const meter = new LoudnessMeter(rate)
  let frames = 0
  try {
    for await (const pcm of decodeFile(path, format)) {
      envelope.push(pcm)
      meter.push(pcm)
      frames += pcm[0]?.length ?? 0
    }
  } catch (error) {
    throw new UnreadableAudioError(`The audio does not decode: ${(error as Error).message}`)
  }
  const decodedMs = Math.round((frames / rate) * 1000)
  if (decodedMs < MIN_TRACK_MS) throw new UnreadableAudioError(`Too short to be a track (${decodedMs} ms decoded)`)
  if (claimedMs - decodedMs > Math.max(500, claimedMs * 0.05)) {
    throw new UnreadableAudioError(`The audio is cut short: ${decodedMs} of ${claimedMs} ms decode`)
  }
  return { peaks: computePeaks(envelope.envelope()), loudness: meter.reading() }
}

/** The seekbar peaks alone (analyseAudio), null for formats not decoded here. */
export async function decodeImportedAudio(path: string, claimed: ClaimedAudio): Promise<number[] | null> {
  return (await analyseAudio(path, claimed))?.peaks ?? null
}
