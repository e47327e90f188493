import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { recordAudit } from '#core/audit/server/record_audit'
import { sha256OfFile, storeAudioFile } from '#plugins/music/server/import/media_store'
import ProcessTrackAudioJob from '#plugins/music/server/jobs/process_track_audio_job'
import { AUDIO_DISK } from '#plugins/music/server/streaming/audio_store'
import { assertEditable, type EditorScope } from '../editing/editor_scope.js'
import { invalid, notFound } from '../services/shared/errors.js'
import { sqlNow } from '../services/shared/time.js'
import { refreshAlbums } from '../services/catalogue/album_totals.js'
import { inspectAudio } from './intake.js'
import { withLocalFile } from './stored_audio.js'
import { isOnAudioDisk, ownUploadedEntries } from './uploaded_entries.js'
import { titleFromFileName } from './draft_tracks.js'
import { uploadTimeLeftMs, UploadTimeExceeded } from './upload_quota.js'
import { UnreadableAudioError } from '../audio/metadata.js'

export interface ReplaceAudioInput {
  /** A file entry of the editor's own, uploaded to the private disk. */
  entryId: number
  /** Take the name and number from the new file's tags; otherwise the track keeps what it has. */
  useTags: boolean
}

/**
 * The track editor's "Replace audio": the track plays the uploaded file
 * from now on. Tags are kept unless asked; duration, bitrate and type come
 * from the new file's headers, and its waveform and loudness are redone by
 * the job, as for any upload. The old audio is deleted once no track
 * plays it (audio is stored by content, so another track may share it).
 * Refused (422, nothing changed) when the file is not the editor's upload,
 * not audio we read, longer than the upload minutes left, or a file the
 * track's owner already has as another track.
 */
export async function replaceTrackAudio(scope: EditorScope, trackId: number, input: ReplaceAudioInput) {
  await assertEditable(scope, 'track', trackId)
  const track = await db.from('tracks').where('id', trackId).select('id', 'owner_id', 'src', 'duration').first()
  if (!track) throw notFound()
  const [entry] = await ownUploadedEntries(scope.userId, [input.entryId])
  if (!entry) throw invalid('entryId', 'This file is not among your uploads.')
  if (!isOnAudioDisk(entry)) throw invalid('entryId', 'Audio must be uploaded to the private uploads disk.')

  // The old file's length is given back: the new one takes its place.
  const timeLeft = await uploadTimeLeftMs(scope.userId)
  const budget = timeLeft === null ? null : timeLeft + (Number(track.owner_id) === scope.userId ? Number(track.duration ?? 0) : 0)
  const intake = await withLocalFile(entry.key, async (path) => {
    const hash = await sha256OfFile(path)
    const twin = await db.from('tracks').where('owner_id', track.owner_id ?? scope.userId).where('file_hash', hash).whereNot('id', trackId).select('name').first()
    if (twin) throw invalid('entryId', `This file is already the track "${twin.name}".`)
    const audio = await inspectAudio(path).catch((error) => {
      throw error instanceof UnreadableAudioError ? invalid('entryId', error.message) : error
    })
    if (budget !== null && (audio.durationMs ?? 0) > budget) throw invalid('entryId', new UploadTimeExceeded(audio.durationMs ?? 0, budget).message)
    return { hash, audio, key: await storeAudioFile(path, hash, audio.extension) }
  })

  const { audio } = intake
  const oldSrc: string | null = track.src ?? null
  await db.transaction(async (trx) => {
    const before = await trx.from('tracks').where('id', trackId).forUpdate().first()
    if (!before) throw notFound()
    await trx
      .from('tracks')
      .where('id', trackId)
      .update({
        src: intake.key,
        file_hash: intake.hash,
        mime: audio.mime,
        duration: audio.durationMs,
        bitrate: audio.bitrate,
        processing: 'queued',
        processing_error: null,
        ...(input.useTags
          ? { name: audio.title ?? titleFromFileName(entry.name), number: audio.trackNumber !== null ? Math.min(audio.trackNumber, 65535) : before.number }
          : {}),
        updated_at: sqlNow(),
      })
    // A new length changes the album's.
    await refreshAlbums(trx, [before.album_id])
    await recordAudit(trx, { action: 'track.audio_replaced', subject: { type: 'track', id: trackId }, before, after: await trx.from('tracks').where('id', trackId).first() })
  })
  await ProcessTrackAudioJob.dispatch({ trackId })
  if (oldSrc && oldSrc !== intake.key) await deleteUnplayedAudio(oldSrc)
}

/** Deletes an audio object no track plays any more (an external URL is not ours to delete). */
async function deleteUnplayedAudio(src: string) {
  if (/^https?:\/\//i.test(src)) return
  if (await db.from('tracks').where('src', src).select('id').first()) return
  await drive
    .use(AUDIO_DISK)
    .delete(src)
    .catch((error) => logger.warn({ err: error, src }, 'could not delete replaced audio'))
}
