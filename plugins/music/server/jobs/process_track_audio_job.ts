import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { processTrackAudio } from '../ingest/track_processing.js'

const MAX_RETRIES = 2

/**
 * Decodes one uploaded or imported track for its waveform and loudness
 * (ingest/track_processing.ts), after intake has made the track without
 * waiting for it. A file that does not decode is marked failed at once; an
 * error of the disk or database is retried, and marked failed once no
 * retry is left.
 */
export default class ProcessTrackAudioJob extends Job<{ trackId: number }> {
  // A long recording decodes in seconds, but hours of audio on a busy worker may take minutes.
  static options: JobOptions = { name: 'music.process_track_audio', maxRetries: MAX_RETRIES, timeout: '15m' }

  async execute() {
    await processTrackAudio(this.payload.trackId, { lastAttempt: this.context.attempt > MAX_RETRIES })
  }
}
