import {
  DEFAULT_PLAYBACK_PREFERENCES,
  MAX_CROSSFADE_SECONDS,
  MAX_PREAMP_DB,
  REPLAY_GAIN_MODES,
  type PlaybackPreferences,
} from '../../../shared/playback_preferences.js'
import type { KeyValueStorage } from '../adapters/local_storage_player_storage.js'

/** Where a guest's playback preferences are kept (a signed-in listener's are on the server). */
export const GUEST_PREFERENCES_KEY = 'cadenza.player.preferences'

/**
 * A guest's stored preferences; each value that is missing, of the wrong
 * kind or out of range (the storage is anyone's to edit) is the default.
 */
export function readGuestPreferences(storage: KeyValueStorage): PlaybackPreferences {
  let stored: Record<string, unknown> = {}
  try {
    const parsed: unknown = JSON.parse(storage.getItem(GUEST_PREFERENCES_KEY) ?? '{}')
    if (typeof parsed === 'object' && parsed !== null) stored = parsed as Record<string, unknown>
  } catch {
    // Junk or storage disabled: the defaults.
  }
  const defaults = DEFAULT_PLAYBACK_PREFERENCES
  const inRange = (value: unknown, min: number, max: number) =>
    typeof value === 'number' && value >= min && value <= max ? value : null
  const mode = REPLAY_GAIN_MODES.find((candidate) => candidate === stored.replay_gain_mode)
  return {
    crossfade_seconds: inRange(stored.crossfade_seconds, 0, MAX_CROSSFADE_SECONDS) ?? defaults.crossfade_seconds,
    gapless: typeof stored.gapless === 'boolean' ? stored.gapless : defaults.gapless,
    replay_gain_mode: mode ?? defaults.replay_gain_mode,
    preamp_db: inRange(stored.preamp_db, -MAX_PREAMP_DB, MAX_PREAMP_DB) ?? defaults.preamp_db,
  }
}

export function writeGuestPreferences(storage: KeyValueStorage, preferences: PlaybackPreferences) {
  try {
    storage.setItem(GUEST_PREFERENCES_KEY, JSON.stringify(preferences))
  } catch {
    // Over quota or disabled: the choice holds for this page only.
  }
}
