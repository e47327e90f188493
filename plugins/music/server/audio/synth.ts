/**
 * A tiny offline synthesizer: wavetable voices with ADSR envelopes, drums
 * made of swept sines and noise bursts, an echo and a low-pass filter. Mono,
 * float samples in [-1, 1]. It renders the demo catalogue at seed time, so it
 * favours speed (table lookups, no per-sample Math.sin) over fidelity.
 */

export interface Timbre {
  /** Amplitudes of the harmonics 1, 2, 3 ... (additive synthesis). */
  partials: number[]
  /** Seconds. */
  attack: number
  decay: number
  /** Level held after the decay, 0..1. */
  sustain: number
  release: number
  /** Vibrato depth in semitones (0 for none) at 5 Hz. */
  vibrato?: number
}

export type DrumKind = 'kick' | 'snare' | 'hat' | 'clap'

const TABLE_SIZE = 2048

/** One cycle of the timbre's waveform, peak-normalized. */
function wavetable(partials: number[]) {
  const table = new Float32Array(TABLE_SIZE + 1)
  let peak = 0
  for (let i = 0; i < TABLE_SIZE; i++) {
    let value = 0
    for (let h = 0; h < partials.length; h++) value += partials[h] * Math.sin((2 * Math.PI * (h + 1) * i) / TABLE_SIZE)
    table[i] = value
    peak = Math.max(peak, Math.abs(value))
  }
  for (let i = 0; i < TABLE_SIZE; i++) table[i] /= peak || 1
  table[TABLE_SIZE] = table[0]
  return table
}

export function midiToFrequency(note: number) {
  return 440 * 2 ** ((note - 69) / 12)
}

export class Renderer {
  readonly samples: Float32Array
  #tables = new Map<Timbre, Float32Array>()
  #drums = new Map<DrumKind, Float32Array>()
  #noiseState: number

  constructor(
    readonly sampleRate: number,
    seconds: number,
    noiseSeed = 1
  ) {
    this.samples = new Float32Array(Math.ceil(sampleRate * seconds))
    this.#noiseState = noiseSeed >>> 0 || 1
  }

  /** White noise in [-1, 1] from a xorshift generator (seeded, fast). */
  #noise() {
    let x = this.#noiseState
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    this.#noiseState = x >>> 0
    return this.#noiseState / 2147483648 - 1
  }

  /** Adds a note: `start` and `duration` in seconds (release comes after the duration). */
  note(start: number, duration: number, frequency: number, velocity: number, timbre: Timbre) {
    let table = this.#tables.get(timbre)
    if (!table) this.#tables.set(timbre, (table = wavetable(timbre.partials)))
    const rate = this.sampleRate
    const first = Math.floor(start * rate)
    const held = Math.max(1, Math.floor(duration * rate))
    const release = Math.max(1, Math.floor(timbre.release * rate))
    const attack = Math.max(1, Math.floor(timbre.attack * rate))
    const decay = Math.max(1, Math.floor(timbre.decay * rate))
    const end = Math.min(this.samples.length, first + held + release)
    const step = (frequency * TABLE_SIZE) / rate
    const vibratoStep = (2 * Math.PI * 5) / rate
    const vibratoDepth = timbre.vibrato ? 2 ** (timbre.vibrato / 12) - 1 : 0
    let phase = 0
    let level = 0
    let releaseFrom = 0
    for (let i = first; i < end; i++) {
      const t = i - first
      if (t < attack) level = t / attack
      else if (t < attack + decay) level = 1 - (1 - timbre.sustain) * ((t - attack) / decay)
      else if (t < held) level = timbre.sustain
      if (t === held) releaseFrom = level
      const envelope = t < held ? level : releaseFrom * (1 - (t - held) / release)
      const index = phase | 0
      const fraction = phase - index
      const value = table[index] + (table[index + 1] - table[index]) * fraction
      this.samples[i] += value * envelope * velocity
      phase += vibratoDepth ? step * (1 + vibratoDepth * Math.sin(t * vibratoStep)) : step
      if (phase >= TABLE_SIZE) phase -= TABLE_SIZE
    }
  }

  /** Adds a drum hit at `start` seconds (each kind is synthesized once, then mixed in like a sample). */
  drum(kind: DrumKind, start: number, velocity: number) {
    let hit = this.#drums.get(kind)
    if (!hit) this.#drums.set(kind, (hit = this.#synthesizeDrum(kind)))
    const first = Math.floor(start * this.sampleRate)
    const end = Math.min(this.samples.length, first + hit.length)
    for (let i = first; i < end; i++) this.samples[i] += hit[i - first] * velocity
  }

  #synthesizeDrum(kind: DrumKind) {
    const rate = this.sampleRate
    const hit = new Float32Array(Math.floor(rate * { kick: 0.35, snare: 0.2, hat: 0.05, clap: 0.15 }[kind]))
    let phase = 0
    let previous = 0
    for (let i = 0; i < hit.length; i++) {
      const t = i / rate
      if (kind === 'kick') {
        // A sine whose pitch falls from 130 Hz to 45 Hz: the classic electronic kick.
        const frequency = 45 + 85 * Math.exp(-t * 30)
        phase += (2 * Math.PI * frequency) / rate
        hit[i] = Math.sin(phase) * Math.exp(-t * 9)
      } else if (kind === 'snare') {
        phase += (2 * Math.PI * 185) / rate
        hit[i] = (this.#noise() * 0.7 + Math.sin(phase) * 0.4) * Math.exp(-t * 22)
      } else if (kind === 'clap') {
        // Three quick bursts then a tail, like hands not quite together.
        const burst = t < 0.03 ? Math.exp(-((t * 1000) % 10) * 0.4) : Math.exp(-(t - 0.03) * 30)
        hit[i] = this.#noise() * burst * 0.8
      } else {
        // First difference of noise: a crude high-pass, enough for a hi-hat.
        const noise = this.#noise()
        hit[i] = (noise - previous) * 0.5 * Math.exp(-t * 70)
        previous = noise
      }
    }
    return hit
  }

  /** Sparse clicks and hiss, the lo-fi "vinyl" texture. */
  crackle(amount: number) {
    for (let i = 0; i < this.samples.length; i++) {
      const noise = this.#noise()
      this.samples[i] += noise * 0.004 * amount
      if (noise > 0.9995) this.samples[i] += this.#noise() * 0.25 * amount
    }
  }

  /** Feedback delay: `delay` in seconds, `feedback` and `mix` in 0..1. */
  echo(delay: number, feedback: number, mix: number) {
    const offset = Math.max(1, Math.floor(delay * this.sampleRate))
    const wet = new Float32Array(this.samples.length)
    for (let i = offset; i < this.samples.length; i++) {
      wet[i] = (this.samples[i - offset] + wet[i - offset] * feedback) * 0.7
    }
    for (let i = 0; i < this.samples.length; i++) this.samples[i] += wet[i] * mix
  }

  /** One-pole low-pass filter at `cutoff` Hz (warmer, darker sound). */
  lowpass(cutoff: number) {
    const alpha = 1 - Math.exp((-2 * Math.PI * cutoff) / this.sampleRate)
    let state = 0
    for (let i = 0; i < this.samples.length; i++) {
      state += alpha * (this.samples[i] - state)
      this.samples[i] = state
    }
  }

  /** Fades the first and last `seconds` and scales the peak to `peak`. */
  master(fadeSeconds: number, peak = 0.89) {
    const fade = Math.floor(fadeSeconds * this.sampleRate)
    const total = this.samples.length
    let max = 0
    for (let i = 0; i < total; i++) {
      if (i < fade) this.samples[i] *= i / fade
      if (i >= total - fade) this.samples[i] *= (total - i) / fade
      max = Math.max(max, Math.abs(this.samples[i]))
    }
    const gain = max > 0 ? peak / max : 1
    for (let i = 0; i < total; i++) this.samples[i] *= gain
    return this.samples
  }
}
