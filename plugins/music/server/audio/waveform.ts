import { readFile } from 'node:fs/promises'
import { decodeWav } from './wav.js'

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
 * Peaks of an audio file, when its samples can be decoded here. Only PCM WAV
 * is decoded in-process; compressed formats (MP3, FLAC, Ogg, AAC) need a
 * decoder this project does not ship yet, so they get no waveform (null) and
 * the player falls back to a plain seekbar.
 */
export async function waveformOfFile(path: string, container: string | null): Promise<number[] | null> {
  if (!container || !/^wav/i.test(container)) return null
  try {
    return computePeaks(decodeWav(await readFile(path)).samples)
  } catch {
    return null
  }
}
