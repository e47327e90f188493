import type { AudioOutput } from '../engine/ports.js'

/** The server renderer's audio output: a page drawn on the server plays nothing. */
export const silentAudioOutput: AudioOutput = {
  load: () => {},
  play: async () => {},
  pause: () => {},
  seek: () => {},
  setVolume: () => {},
  setTrackGain: () => {},
  setTransitions: () => {},
  preload: () => {},
  unload: () => {},
  subscribe: () => () => {},
}
