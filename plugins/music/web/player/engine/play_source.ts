import type { PlaySource } from '../../../shared/play_sources.js'
import type { QueueContext } from './types.js'

/** Queue context types (what a page plays as) that name their source directly. */
const DIRECT = new Set<string>(['album', 'artist', 'playlist', 'radio', 'search', 'track', 'channel', 'tag', 'embed'])

/**
 * Where playback started, for insights (shared/play_sources.ts), from the
 * queue's context: an embed says so itself (`source`), a genre counts with
 * tags, the library's tabs and a profile's tabs (user-*) are theirs.
 */
export function playSourceOf(context: QueueContext | null): PlaySource {
  if (!context) return 'other'
  if (context.source) return context.source
  if (DIRECT.has(context.type)) return context.type as PlaySource
  if (context.type === 'genre') return 'tag'
  if (context.type.startsWith('library')) return 'library'
  if (context.type.startsWith('user-')) return 'profile'
  return 'other'
}
