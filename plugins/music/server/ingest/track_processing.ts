import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { readAudioMetadata, UnreadableAudioError } from '#plugins/music/server/audio/metadata'
import { analyseAudio } from '#plugins/music/server/audio/waveform'
import { sqlNow } from '#plugins/music/server/services/shared/time'
import { refreshAlbumGainWhenDecoded, refreshAlbums } from '#plugins/music/server/services/catalogue/album_totals'
import { dropReads } from '#core/kernel/cache/read_cache'
import { withLocalFile } from './stored_audio.js'

/** Longest reason kept (the column's size). */
const REASON_LENGTH = 500

/**
 * The work intake leaves for a job: decodes a track's audio once for its
 * seekbar peaks and its loudness, and says how it went in the track's
 * `processing` (queued, processing, ready, failed with a reason).
 *
 * Audio that does not decode is refused: the track is marked failed with the
 * decoder's reason and taken out of listeners' reach (`public` off), for an
 * import as for an upload, so a broken file never plays. Other errors (the
 * disk, the database) are thrown for the queue to retry; `lastAttempt` says
 * there is no retry left, and then the track is marked failed too.
 * Pages kept by the read caches show the waveform, gains and visibility it
 * wrote: they are dropped once it has committed, as a write request's are.
 */
export async function processTrackAudio(trackId: number, { lastAttempt }: { lastAttempt: boolean }) {
  const track = await db.from('tracks').where('id', trackId).select('id', 'src', 'album_id').first()
  if (!track?.src || /^https?:\/\//i.test(track.src)) return
  await setProcessing(trackId, { processing: 'processing', processing_error: null })
  try {
    const analysis = await withLocalFile(track.src as string, async (path) => analyseAudio(path, await readAudioMetadata(path)))
    await db.transaction(async (trx) => {
      if (analysis) {
        const peaks = JSON.stringify(analysis.peaks)
        const existing = await trx.from('track_waveforms').where('track_id', trackId).first()
        if (existing) await trx.from('track_waveforms').where('track_id', trackId).update({ peaks })
        else await trx.table('track_waveforms').insert({ track_id: trackId, peaks })
      }
      await trx
        .from('tracks')
        .where('id', trackId)
        .update({
          processing: 'ready',
          processing_error: null,
          loudness: analysis?.loudness.integratedLufs ?? null,
          replay_gain: analysis?.loudness.replayGainDb ?? null,
          sample_peak: analysis?.loudness.samplePeak ?? null,
          updated_at: sqlNow(),
        })
    })
    await refreshAlbumGainWhenDecoded(track.album_id === null ? null : Number(track.album_id))
    await dropReads()
  } catch (error) {
    if (error instanceof UnreadableAudioError) {
      // Hidden, it leaves its album's public totals in the same transaction.
      await db.transaction(async (trx) => {
        await setProcessing(trackId, { processing: 'failed', processing_error: reason(error.message), public: false }, trx)
        await refreshAlbums(trx, [track.album_id])
      })
      await dropReads()
      return
    }
    if (lastAttempt) await setProcessing(trackId, { processing: 'failed', processing_error: reason(`Processing failed: ${(error as Error).message}`) })
    throw error
  }
}

function setProcessing(trackId: number, columns: Record<string, unknown>, client: QueryClientContract = db.connection()) {
  return client.from('tracks').where('id', trackId).update({ ...columns, updated_at: sqlNow() })
}

function reason(message: string) {
  return message.slice(0, REASON_LENGTH)
}
