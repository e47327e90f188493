import type { PlayerEngine } from './engine/player_engine.js'

export const SEEK_STEP_SECONDS = 5
export const VOLUME_STEP = 0.1

type Engine = Pick<
  PlayerEngine,
  'getSnapshot' | 'toggle' | 'seek' | 'setVolume' | 'toggleMute' | 'toggleShuffle' | 'cycleRepeat'
>

export interface Shortcut {
  run(engine: Engine, like: (() => void) | undefined): void
  /** Elements that use this key themselves when focused (a slider's arrows, a button's space). */
  ownedBy?: string
  /** Keeps acting while the key is held (seeking, volume); toggles must not flicker. */
  repeats?: boolean
}

const ARROW_WIDGETS = [
  'slider',
  'listbox',
  'grid',
  'treegrid',
  'tree',
  'menu',
  'menubar',
  'tablist',
  'radiogroup',
]
  .map((role) => `[role="${role}"]`)
  .concat('input[type="range"]')
  .join(', ')
const PRESSABLE = [
  'button',
  'a[href]',
  'summary',
  'input[type="checkbox"]',
  'input[type="radio"]',
  ...['button', 'link', 'checkbox', 'switch', 'menuitem', 'option', 'tab', 'row', 'gridcell'].map(
    (role) => `[role="${role}"]`
  ),
].join(', ')

/** Where no shortcut applies: the listener is typing (a slider or a checkbox is not typing). */
export const TYPING_TARGETS = [
  'input:not([type="range"], [type="checkbox"], [type="radio"], [type="button"], [type="submit"])',
  'textarea',
  'select',
  '[contenteditable]:not([contenteditable="false"])',
].join(', ')

const SHORTCUTS: Record<string, Shortcut> = {
  ' ': { run: (engine) => engine.toggle(), ownedBy: PRESSABLE },
  'arrowleft': {
    run: (engine) => engine.seek(engine.getSnapshot().position - SEEK_STEP_SECONDS),
    ownedBy: ARROW_WIDGETS,
    repeats: true,
  },
  'arrowright': {
    run: (engine) => engine.seek(engine.getSnapshot().position + SEEK_STEP_SECONDS),
    ownedBy: ARROW_WIDGETS,
    repeats: true,
  },
  'arrowup': {
    run: (engine) => engine.setVolume(engine.getSnapshot().volume + VOLUME_STEP),
    ownedBy: ARROW_WIDGETS,
    repeats: true,
  },
  'arrowdown': {
    run: (engine) => engine.setVolume(engine.getSnapshot().volume - VOLUME_STEP),
    ownedBy: ARROW_WIDGETS,
    repeats: true,
  },
  'm': { run: (engine) => engine.toggleMute() },
  's': { run: (engine) => engine.toggleShuffle() },
  'r': { run: (engine) => engine.cycleRepeat() },
  'l': { run: (_engine, like) => like?.() },
}

/**
 * The shortcut a key press means: space play/pause, left/right seek 5 s,
 * up/down volume, M mute, S shuffle, R repeat, L like. Presses with a
 * modifier belong to the browser and the system.
 */
export function shortcutFor(event: {
  key: string
  repeat: boolean
  ctrlKey: boolean
  metaKey: boolean
  altKey: boolean
}): Shortcut | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null
  const shortcut = SHORTCUTS[event.key.toLowerCase()]
  if (!shortcut || (event.repeat && !shortcut.repeats)) return null
  return shortcut
}
