import type { PersistedPlayback, PersistedQueue } from './ports.js'
import type { TrackGain } from './replay_gain.js'
import type { PlayerTrack, QueueContext, RadioSeed, RepeatMode } from './types.js'

/*
 * Stored state comes back from a place anyone can edit (and older builds
 * wrote): these checks turn anything malformed into "nothing stored" rather
 * than a player that crashes on load.
 */

const REPEAT_MODES: readonly RepeatMode[] = ['off', 'all', 'one']
const SEED_TYPES = new Set(['artist', 'track', 'album', 'genre', 'playlist'])

type Data = Record<string, unknown>

function isObject(value: unknown): value is Data {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isId(value: unknown): value is number | string {
  return (
    (typeof value === 'number' && Number.isFinite(value)) ||
    (typeof value === 'string' && value !== '')
  )
}

function isNamedRef(value: unknown): value is { id: number; name: string } {
  return isObject(value) && typeof value.id === 'number' && typeof value.name === 'string'
}

function parseTrack(value: unknown): PlayerTrack | null {
  if (!isObject(value)) return null
  const { id, name, artists, album, image, duration, src, replayGain } = value
  if (typeof id !== 'number' || typeof name !== 'string' || typeof src !== 'string') return null
  if (!Array.isArray(artists) || !artists.every(isNamedRef)) return null
  if (album !== null && !isNamedRef(album)) return null
  if (image !== null && typeof image !== 'string') return null
  if (duration !== null && !(typeof duration === 'number' && duration >= 0)) return null
  return {
    id,
    name,
    src,
    image,
    duration,
    artists: artists.map((artist) => ({ id: artist.id, name: artist.name })),
    album: album && { id: album.id, name: album.name },
    ...(replayGain !== undefined && { replayGain: parseGain(replayGain) }),
  }
}

function isDecibelsOrNull(value: unknown): value is number | null {
  return value === null || (typeof value === 'number' && Number.isFinite(value))
}

/** A stored ReplayGain with a field that is not a number or null is dropped: the track plays unchanged. */
function parseGain(value: unknown): TrackGain | null {
  if (!isObject(value)) return null
  const { trackGain, trackPeak, albumGain, albumPeak } = value
  if (![trackGain, trackPeak, albumGain, albumPeak].every(isDecibelsOrNull)) return null
  return { trackGain, trackPeak, albumGain, albumPeak } as TrackGain
}

function parseSeed(value: unknown): RadioSeed | null {
  if (!isObject(value) || typeof value.type !== 'string' || !SEED_TYPES.has(value.type)) return null
  return isId(value.id) ? { type: value.type as RadioSeed['type'], id: value.id } : null
}

function parseContext(value: unknown): QueueContext | null {
  if (!isObject(value) || typeof value.type !== 'string') return null
  return {
    type: value.type,
    ...(isId(value.id) && { id: value.id }),
    ...(typeof value.name === 'string' && { name: value.name }),
  }
}

/** True when `order` lists each index below `length` exactly once. */
function isPermutation(order: unknown, length: number): order is number[] {
  if (!Array.isArray(order) || order.length !== length) return false
  const seen = new Set(order)
  return (
    seen.size === length &&
    order.every((index) => Number.isInteger(index) && index >= 0 && index < length)
  )
}

export function parsePersistedQueue(value: unknown): PersistedQueue | null {
  if (!isObject(value) || !Array.isArray(value.tracks)) return null
  const tracks = value.tracks.map(parseTrack)
  if (!tracks.length || tracks.some((track) => track === null)) return null
  const { currentIndex, originalOrder } = value
  if (!Number.isInteger(currentIndex) || (currentIndex as number) < 0) return null
  if ((currentIndex as number) >= tracks.length) return null
  return {
    tracks: tracks as PlayerTrack[],
    currentIndex: currentIndex as number,
    originalOrder: isPermutation(originalOrder, tracks.length) ? originalOrder : null,
    context: parseContext(value.context),
    radioSeed: parseSeed(value.radioSeed),
  }
}

export function parsePersistedPlayback(value: unknown): PersistedPlayback | null {
  if (!isObject(value)) return null
  const { position, volume, muted, shuffle, repeat } = value
  if (typeof position !== 'number' || !(position >= 0)) return null
  if (typeof volume !== 'number' || !(volume >= 0 && volume <= 1)) return null
  if (typeof muted !== 'boolean' || typeof shuffle !== 'boolean') return null
  if (!REPEAT_MODES.includes(repeat as RepeatMode)) return null
  return { position, volume, muted, shuffle, repeat: repeat as RepeatMode }
}
