import { Random } from '#plugins/music/server/generator/random'
import { Renderer, midiToFrequency, type DrumKind, type Timbre } from '#plugins/music/server/audio/synth'

/**
 * Composes short, distinct pieces for the demo catalogue: each style fixes a
 * tempo range, scales, timbres and a drum groove; the seed picks the key, the
 * chord progression and a melody built from a repeated, varied motif, so two
 * pieces never sound alike and each still sounds like music.
 */

export const SCALES = {
  major: [0, 2, 4, 5, 7, 9, 11],
  minor: [0, 2, 3, 5, 7, 8, 10],
  dorian: [0, 2, 3, 5, 7, 9, 10],
  mixolydian: [0, 2, 4, 5, 7, 9, 10],
  harmonicMinor: [0, 2, 3, 5, 7, 8, 11],
  majorPentatonic: [0, 2, 4, 7, 9],
  minorPentatonic: [0, 3, 5, 7, 10],
  blues: [0, 3, 5, 6, 7, 10],
} as const
export type ScaleName = keyof typeof SCALES

/** 16 steps per bar: x = hit, o = soft hit, . = rest. */
type Groove = Partial<Record<DrumKind, string>>

export interface Style {
  id: string
  tempo: [number, number]
  scales: ScaleName[]
  lead: Timbre
  bass: Timbre
  pad?: Timbre
  /** Plays the chord as a 16th-note arpeggio instead of holding it. */
  arpeggio?: boolean
  grooves: Groove[]
  /** Chance that an eighth-note slot of the melody holds a note. */
  density: number
  /** Delays every second eighth note by this share of an eighth. */
  swing: number
  bassPattern: 'whole' | 'eighths' | 'offbeat' | 'walking'
  echo?: { beats: number; feedback: number; mix: number }
  lowpass?: number
  crackle?: number
}

const soft = (partials: number[], attack: number, release: number, sustain = 0.7): Timbre => ({
  partials,
  attack,
  decay: 0.2,
  sustain,
  release,
})

export const STYLES: Record<string, Style> = {
  electronic: {
    id: 'electronic',
    tempo: [118, 128],
    scales: ['minor', 'dorian'],
    lead: soft([1, 0.5, 0.33, 0.25, 0.2, 0.16], 0.005, 0.08, 0.5),
    bass: soft([1, 0.6, 0.3], 0.005, 0.05, 0.8),
    pad: soft([1, 0.3, 0.1], 0.3, 0.6, 0.6),
    grooves: [{ kick: 'x...x...x...x...', clap: '....x.......x...', hat: '..x...x...x...x.' }],
    density: 0.55,
    swing: 0,
    bassPattern: 'offbeat',
    echo: { beats: 0.75, feedback: 0.35, mix: 0.3 },
  },
  ambient: {
    id: 'ambient',
    tempo: [64, 80],
    scales: ['major', 'majorPentatonic', 'mixolydian'],
    lead: { ...soft([1, 0.2, 0.05], 0.25, 1.2, 0.8), vibrato: 0.08 },
    bass: soft([1, 0.1], 0.6, 1.5, 0.9),
    pad: soft([1, 0.5, 0.25, 0.12], 1.2, 2, 0.8),
    grooves: [{}],
    density: 0.25,
    swing: 0,
    bassPattern: 'whole',
    echo: { beats: 1.5, feedback: 0.55, mix: 0.45 },
    lowpass: 3200,
  },
  lofi: {
    id: 'lofi',
    tempo: [72, 88],
    scales: ['dorian', 'minorPentatonic', 'major'],
    lead: soft([1, 0.15, 0.3, 0.05], 0.01, 0.3, 0.4),
    bass: soft([1, 0.35], 0.02, 0.2, 0.7),
    pad: soft([1, 0.4, 0.2, 0.1, 0.05], 0.05, 0.5, 0.5),
    grooves: [{ kick: 'x......x..x.....', snare: '....x.......x...', hat: 'x.x.x.x.x.xox.x.' }],
    density: 0.45,
    swing: 0.35,
    bassPattern: 'eighths',
    echo: { beats: 0.5, feedback: 0.25, mix: 0.2 },
    lowpass: 2400,
    crackle: 1,
  },
  rock: {
    id: 'rock',
    tempo: [110, 150],
    scales: ['minorPentatonic', 'blues', 'mixolydian'],
    lead: { ...soft([1, 0.8, 0.6, 0.5, 0.4, 0.3, 0.25, 0.2], 0.01, 0.15, 0.7), vibrato: 0.15 },
    bass: soft([1, 0.7, 0.4, 0.2], 0.005, 0.08, 0.8),
    pad: soft([1, 0.7, 0.5, 0.35, 0.25], 0.01, 0.2, 0.6),
    grooves: [
      { kick: 'x.......x.x.....', snare: '....x.......x...', hat: 'x.x.x.x.x.x.x.x.' },
      { kick: 'x..x..x.x.......', snare: '....x.......x..o', hat: 'x.x.x.x.x.x.x.x.' },
    ],
    density: 0.6,
    swing: 0,
    bassPattern: 'eighths',
  },
  jazz: {
    id: 'jazz',
    tempo: [96, 132],
    scales: ['dorian', 'mixolydian', 'major'],
    lead: soft([1, 0.4, 0.15, 0.08], 0.02, 0.25, 0.6),
    bass: soft([1, 0.5, 0.1], 0.01, 0.15, 0.5),
    pad: soft([1, 0.25, 0.3, 0.05], 0.02, 0.4, 0.3),
    grooves: [{ kick: 'x.........x.....', snare: '......o.......o.', hat: 'x...x.xox...x.xo' }],
    density: 0.5,
    swing: 0.6,
    bassPattern: 'walking',
  },
  chiptune: {
    id: 'chiptune',
    tempo: [132, 160],
    scales: ['major', 'harmonicMinor', 'majorPentatonic'],
    // Odd harmonics only: a square-ish wave, as 8-bit consoles made.
    lead: soft([1, 0, 0.33, 0, 0.2, 0, 0.14, 0, 0.11], 0.002, 0.04, 0.8),
    bass: soft([1, 0.5, 0.33, 0.25], 0.002, 0.03, 0.9),
    pad: soft([1, 0, 0.33, 0, 0.2], 0.002, 0.03, 0.7),
    arpeggio: true,
    grooves: [{ kick: 'x...x...x...x...', snare: '....x.......x...', hat: '.x.x.x.x.x.x.x.x' }],
    density: 0.7,
    swing: 0,
    bassPattern: 'offbeat',
    echo: { beats: 0.5, feedback: 0.2, mix: 0.15 },
  },
}

/** Chord roots as scale degrees (0-based) in a four-bar cycle. */
const PROGRESSIONS = [
  [0, 4, 5, 3],
  [0, 5, 3, 4],
  [5, 3, 0, 4],
  [1, 4, 0, 0],
  [0, 3, 4, 3],
  [0, 6, 5, 4],
  [0, 3, 0, 4],
]

export interface Composition {
  samples: Float32Array
  sampleRate: number
  tempo: number
  key: string
  scale: ScaleName
}

const NOTE_NAMES = ['C', 'C#', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B']

/** The MIDI note of a degree of a scale (degrees may be negative or past an octave). */
function pitch(root: number, scale: readonly number[], degree: number) {
  const octave = Math.floor(degree / scale.length)
  const index = degree - octave * scale.length
  return root + octave * 12 + scale[index]
}

export function compose(style: Style, seed: string, targetSeconds: number, sampleRate = 22050): Composition {
  const random = new Random(seed)
  const tempo = random.int(style.tempo[0], style.tempo[1])
  const beat = 60 / tempo
  const bar = beat * 4
  const bars = Math.max(6, Math.round(targetSeconds / bar))
  const seconds = bars * bar + 2
  const root = 48 + random.int(0, 11)
  const scaleName = random.pick(style.scales)
  const scale = SCALES[scaleName]
  // Chords come from a seven-note scale with the same third as the melody's.
  const harmony = (scale as readonly number[]).includes(4) ? SCALES.major : SCALES.minor
  const progression = random.pick(PROGRESSIONS)
  const groove = random.pick(style.grooves)
  const renderer = new Renderer(sampleRate, seconds, random.int(1, 2 ** 31))
  const eighth = beat / 2
  const swungEighth = (index: number) => index * eighth + (index % 2 === 1 ? style.swing * eighth * 0.5 : 0)

  // A two-bar motif (rhythm and contour) repeated with variations: A A' B A.
  const motif = Array.from({ length: 16 }, (_, slot) => ({
    on: slot === 0 || random.chance(style.density),
    step: random.pick([-2, -1, -1, 1, 1, 2, 0, 3, -3]),
    length: random.pick([1, 1, 1, 2, 2, 3]),
  }))

  for (let b = 0; b < bars; b++) {
    const start = b * bar
    const chordDegree = progression[b % progression.length]
    const chord = [0, 2, 4].map((offset) => pitch(root, harmony, chordDegree + offset))
    const intro = b < 2
    const outro = b >= bars - 1

    // Pad: the chord held for the bar, or arpeggiated in sixteenths.
    if (style.pad) {
      if (style.arpeggio) {
        for (let s = 0; s < 16; s++) {
          const note = chord[s % 3] + 12 * (Math.floor(s / 3) % 2)
          renderer.note(start + (s * beat) / 4, beat / 5, midiToFrequency(note), 0.12, style.pad)
        }
      } else {
        for (const note of chord) renderer.note(start, bar * 0.95, midiToFrequency(note), 0.14, style.pad)
      }
    }

    // Bass under the chord's root.
    const bassRoot = chord[0] - 12
    if (style.bassPattern === 'whole') {
      renderer.note(start, bar * 0.9, midiToFrequency(bassRoot), 0.35, style.bass)
    } else if (style.bassPattern === 'walking') {
      const walk = [0, 2, 4, random.pick([5, 6, -1])]
      walk.forEach((degree, i) =>
        renderer.note(start + i * beat, beat * 0.85, midiToFrequency(pitch(root - 12, harmony, chordDegree + degree)), 0.4, style.bass)
      )
    } else {
      for (let e = 0; e < 8; e++) {
        if (style.bassPattern === 'offbeat' && e % 2 === 0) continue
        renderer.note(start + swungEighth(e), eighth * 0.8, midiToFrequency(bassRoot), 0.38, style.bass)
      }
    }

    // Drums from the groove's 16 steps.
    if (!intro || b === 1) {
      for (const [kind, pattern] of Object.entries(groove) as Array<[DrumKind, string]>) {
        for (let s = 0; s < 16; s++) {
          const mark = pattern[s]
          if (mark === '.') continue
          const swing = s % 2 === 1 ? style.swing * (beat / 4) * 0.5 : 0
          renderer.drum(kind, start + (s * beat) / 4 + swing, (mark === 'x' ? 0.6 : 0.3) * (kind === 'hat' ? 0.5 : 1))
        }
      }
    }

    // Melody: the motif, shifted up a third in the B section, thinned in the outro.
    if (intro) continue
    const section = Math.floor((b - 2) / 4) % 4
    const transpose = section === 2 ? 2 : 0
    let degree = 7 + transpose
    for (let slot = 0; slot < 8; slot++) {
      const cell = motif[((b - 2) % 2) * 8 + slot]
      degree += cell.step
      if (degree < 3 || degree > 14) degree = 7 + transpose
      const varied = section === 1 && slot >= 6 && random.chance(0.5)
      if (!cell.on || (outro && slot > 3) || varied) continue
      const duration = eighth * cell.length * 0.9
      renderer.note(start + swungEighth(slot), duration, midiToFrequency(pitch(root, scale, degree)), 0.3, style.lead)
    }
  }

  if (style.crackle) renderer.crackle(style.crackle)
  if (style.echo) renderer.echo(beat * style.echo.beats, style.echo.feedback, style.echo.mix)
  if (style.lowpass) renderer.lowpass(style.lowpass)
  return {
    samples: renderer.master(1.2),
    sampleRate,
    tempo,
    key: `${NOTE_NAMES[root % 12]} ${scaleName}`,
    scale: scaleName,
  }
}
