import { decodableFormatOf, decodeFile } from './decoders.js'

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

/**
 * Peaks of an audio file, or null when it cannot be decoded here: WAV, MP3,
 * FLAC and Ogg Vorbis/Opus are streamed through their decoders
 * (decoders.ts); AAC/M4A and unreadable files get no waveform and the
 * player falls back to a plain seekbar.
 */
export async function waveformOfFile(path: string, container: string | null, codec: string | null): Promise<number[] | null> {
  const format = decodableFormatOf(container, codec)
  if (!format) return null
  try {
    const envelope = new PeakEnvelope()
    for await (const pcm of decodeFile(path, format)) envelope.push(pcm)
    const peaks = computePeaks(envelope.envelope())
    return peaks.length ? peaks : null
  } catch {
    return null
  }
}
