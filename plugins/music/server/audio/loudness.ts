/**
 * Integrated loudness after ITU-R BS.1770 / EBU R128, measured while a file
 * decodes: each channel goes through the K-weighting filter (a high shelf
 * for the head, then a high-pass), mean squares are summed per 100 ms, and
 * 400 ms blocks overlapping by 75 % are gated at -70 LUFS, then at 10 LU
 * under their own average. Memory grows by one number per 100 ms (36,000 an
 * hour). Every channel counts with weight 1: music is mono or stereo, and
 * the surround weights (1.41 for the rear pair) matter only for 5.1 mixes.
 */

/** ReplayGain 2.0 plays every track at this loudness. */
export const REPLAY_GAIN_REFERENCE_LUFS = -18

const ABSOLUTE_GATE_LUFS = -70
const RELATIVE_GATE_LU = -10

export interface LoudnessReading {
  /** LUFS; null when the whole file is below the absolute gate (silence). */
  integratedLufs: number | null
  /** dB to add to reach the ReplayGain reference; null with the loudness. */
  replayGainDb: number | null
  /** Largest absolute sample (1 is full scale). */
  samplePeak: number
}

interface Biquad {
  b0: number
  b1: number
  b2: number
  a1: number
  a2: number
}

/** The two K-weighting stages for a sample rate (the bilinear transform of BS.1770's analog prototypes). */
function kWeighting(rate: number): [Biquad, Biquad] {
  let k = Math.tan((Math.PI * 1681.974450955533) / rate)
  let q = 0.7071752369554196
  const vh = Math.pow(10, 3.999843853973347 / 20)
  const vb = Math.pow(vh, 0.4996667741545416)
  let a0 = 1 + k / q + k * k
  const shelf = {
    b0: (vh + (vb * k) / q + k * k) / a0,
    b1: (2 * (k * k - vh)) / a0,
    b2: (vh - (vb * k) / q + k * k) / a0,
    a1: (2 * (k * k - 1)) / a0,
    a2: (1 - k / q + k * k) / a0,
  }
  k = Math.tan((Math.PI * 38.13547087602444) / rate)
  q = 0.5003270373238773
  a0 = 1 + k / q + k * k
  const highPass = { b0: 1, b1: -2, b2: 1, a1: (2 * (k * k - 1)) / a0, a2: (1 - k / q + k * k) / a0 }
  return [shelf, highPass]
}

export class LoudnessMeter {
  #filters: [Biquad, Biquad]
  /** Per channel: the last two inputs and outputs of each stage. */
  #state: Float64Array[] = []
  /** Scratch: the chunk's energy per sample, channels summed. */
  #energy = new Float64Array(0)
  #stepSize: number
  #stepFilled = 0
  #stepSum = 0
  /** Sums of squares of each finished 100 ms step, all channels added. */
  #steps: number[] = []
  #peak = 0

  constructor(rate: number) {
    this.#filters = kWeighting(rate)
    this.#stepSize = Math.round(rate / 10)
  }

  /** One decoded chunk: each channel is filtered on its own (its state kept across chunks), then the energies summed per sample. */
  push(channels: Float32Array[]) {
    const length = channels[0]?.length ?? 0
    if (this.#energy.length < length) this.#energy = new Float64Array(length)
    const energy = this.#energy.fill(0, 0, length)
    const [s, h] = this.#filters
    for (const [c, samples] of channels.entries()) {
      const st = (this.#state[c] ??= new Float64Array(8))
      let [x1, x2, y1, y2, z1, z2, w1, w2] = st
      for (let i = 0; i < length; i++) {
        const x = samples[i]
        const absolute = x < 0 ? -x : x
        if (absolute > this.#peak) this.#peak = absolute
        const y = s.b0 * x + s.b1 * x1 + s.b2 * x2 - s.a1 * y1 - s.a2 * y2
        x2 = x1
        x1 = x
        y2 = y1
        y1 = y
        const z = h.b0 * y + h.b1 * z1 + h.b2 * z2 - h.a1 * w1 - h.a2 * w2
        z2 = z1
        z1 = y
        w2 = w1
        w1 = z
        energy[i] += z * z
      }
      st.set([x1, x2, y1, y2, z1, z2, w1, w2])
    }
    for (let i = 0; i < length; i++) {
      this.#stepSum += energy[i]
      if (++this.#stepFilled === this.#stepSize) {
        this.#steps.push(this.#stepSum)
        this.#stepSum = 0
        this.#stepFilled = 0
      }
    }
  }

  reading(): LoudnessReading {
    const blockSamples = this.#stepSize * 4
    const blocks: number[] = []
    for (let i = 3; i < this.#steps.length; i++) {
      blocks.push((this.#steps[i - 3] + this.#steps[i - 2] + this.#steps[i - 1] + this.#steps[i]) / blockSamples)
    }
    // Audio shorter than one block is measured as one block.
    if (!blocks.length && this.#steps.length) blocks.push(this.#steps.reduce((a, b) => a + b, 0) / (this.#steps.length * this.#stepSize))
    const lufs = (meanSquare: number) => -0.691 + 10 * Math.log10(meanSquare)
    const audible = blocks.filter((block) => block > 0 && lufs(block) > ABSOLUTE_GATE_LUFS)
    if (!audible.length) return { integratedLufs: null, replayGainDb: null, samplePeak: this.#peak }
    const relativeGate = lufs(mean(audible)) + RELATIVE_GATE_LU
    const gated = audible.filter((block) => lufs(block) > relativeGate)
    const integrated = lufs(mean(gated.length ? gated : audible))
    return {
      integratedLufs: round2(integrated),
      replayGainDb: round2(REPLAY_GAIN_REFERENCE_LUFS - integrated),
      samplePeak: Math.round(this.#peak * 10_000) / 10_000,
    }
  }
}

function mean(values: number[]) {
  return values.reduce((sum, value) => sum + value, 0) / values.length
}

function round2(value: number) {
  return Math.round(value * 100) / 100
}
