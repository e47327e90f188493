import db from '@adonisjs/lucid/services/db'
import { DEFAULT_PLAYBACK_PREFERENCES, type PlaybackPreferences, type ReplayGainMode } from '../../../shared/playback_preferences.js'
import { sqlNow } from '../shared/time.js'

/** A listener's playback preferences; the defaults until they change one. */
export async function playbackPreferencesOf(userId: number): Promise<PlaybackPreferences> {
  const row = await db.from('playback_preferences').where('user_id', userId).first()
  if (!row) return { ...DEFAULT_PLAYBACK_PREFERENCES }
  return {
    crossfade_seconds: Number(row.crossfade_seconds),
    gapless: Boolean(row.gapless),
    replay_gain_mode: row.replay_gain_mode as ReplayGainMode,
    preamp_db: Number(row.preamp_db),
  }
}

/**
 * Stores the given preferences over the current ones in one statement: the
 * first save makes the listener's row from the defaults, later ones change
 * only the keys given, so two saves at once never lose each other's keys.
 */
export async function updatePlaybackPreferences(userId: number, changes: Partial<PlaybackPreferences>) {
  const row = { ...DEFAULT_PLAYBACK_PREFERENCES, ...changes, user_id: userId, updated_at: sqlNow() }
  await db
    .knexQuery()
    .table('playback_preferences')
    .insert(row)
    .onConflict('user_id')
    .merge([...Object.keys(changes), 'updated_at'])
  return playbackPreferencesOf(userId)
}
