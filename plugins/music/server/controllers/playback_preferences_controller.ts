import type { HttpContext } from '@adonisjs/core/http'
import { signedInViewer } from '../guards.js'
import { playbackPreferencesValidator } from '../validators/playback_preferences_validator.js'
import { playbackPreferencesOf, updatePlaybackPreferences } from '../services/playback/playback_preferences.js'

/** music/playback-preferences: the signed-in listener's own crossfade, gapless and ReplayGain settings. */
export default class PlaybackPreferencesController {
  /** GET -> the preferences (the defaults until changed). */
  async show(ctx: HttpContext) {
    return playbackPreferencesOf(signedInViewer(ctx).userId)
  }

  /** PUT {crossfade_seconds?, gapless?, replay_gain_mode?, preamp_db?} -> the preferences now. */
  async update(ctx: HttpContext) {
    const changes = await ctx.request.validateUsing(playbackPreferencesValidator)
    return updatePlaybackPreferences(signedInViewer(ctx).userId, changes)
  }
}
