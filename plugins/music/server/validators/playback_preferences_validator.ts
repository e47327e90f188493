import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { MAX_CROSSFADE_SECONDS, MAX_PREAMP_DB, REPLAY_GAIN_MODES } from '../../shared/playback_preferences.js'

/** PUT music/playback-preferences: absent keys keep their value. */
export const playbackPreferencesValidator = vine.create(
  vine.object({
    crossfade_seconds: vine.number().min(0).max(MAX_CROSSFADE_SECONDS).optional(),
    gapless: vine.boolean({ strict: true }).optional(),
    replay_gain_mode: vine.enum(REPLAY_GAIN_MODES).optional(),
    preamp_db: vine.number().min(-MAX_PREAMP_DB).max(MAX_PREAMP_DB).optional(),
  })
)

playbackPreferencesValidator.messagesProvider = new SimpleMessagesProvider({
  'crossfade_seconds.min': `Crossfade is between 0 and ${MAX_CROSSFADE_SECONDS} seconds.`,
  'crossfade_seconds.max': `Crossfade is between 0 and ${MAX_CROSSFADE_SECONDS} seconds.`,
  'preamp_db.min': `Pre-amp is between -${MAX_PREAMP_DB} and +${MAX_PREAMP_DB} dB.`,
  'preamp_db.max': `Pre-amp is between -${MAX_PREAMP_DB} and +${MAX_PREAMP_DB} dB.`,
  'replay_gain_mode.enum': 'Choose off, track or album.',
})
