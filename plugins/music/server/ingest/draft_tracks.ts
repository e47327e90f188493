import { extname } from 'node:path'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Track from '#plugins/music/server/models/track'
import Artist from '#plugins/music/server/models/artist'
import Genre from '#plugins/music/server/models/genre'
import Lyric from '#plugins/music/server/models/lyric'
import { MORPH } from '#plugins/music/server/models/columns'
import { sha256OfFile, storeAudioFile } from '#plugins/music/server/import/media_store'
import { CatalogueEntities } from '#plugins/music/server/import/catalogue'
import { recordAudit } from '#core/audit/server/record_audit'
import ProcessTrackAudioJob from '#plugins/music/server/jobs/process_track_audio_job'
import { inspectAudio, type InspectedAudio } from './intake.js'
import { storeCover } from './covers.js'
import { withLocalFile } from './stored_audio.js'
import { UploadTimeExceeded } from './upload_quota.js'

export interface UploadedAudio {
  /** The uploaded file's key on the uploads disk (a file entry's path). */
  key: string
  /** The name the file had on the uploader's computer: the title when the tags name none. */
  clientName: string
}

export interface IngestRequest {
  source: UploadedAudio
  ownerUserId: number
  /** The workspace the upload was made in (null: the owner's own space). */
  workspaceId?: number | null
  /**
   * The artist the track is credited to, already checked to be one the
   * owner manages; null credits the artists the tags name, found or created
   * (for people who manage the whole catalogue).
   */
  artistId: number | null
  /** Genres the tags name that do not exist yet are created only when true; otherwise existing ones are linked. */
  createGenres: boolean
  /** The upload time the owner has left (music.create's minutes); a longer file is refused. Absent or null: unlimited. */
  timeLeftMs?: number | null
}

/** What the tags say beyond the track's own columns: the album grouping (draft_albums.ts) reads it. */
export interface AlbumTags {
  album: string | null
  year: number | null
  discNumber: number | null
}

export type IngestResult = { outcome: 'created'; track: Track; tags: AlbumTags } | { outcome: 'duplicate'; track: Track }

/**
 * Turns an uploaded audio file into a draft track of its owner: tags (title,
 * artists, album name, number, genres, lyrics), the embedded cover (re-
 * encoded), and the duration from the headers, all on the request path;
 * decoding (waveform, loudness) is queued (ProcessTrackAudioJob), and the
 * track says how it goes in `processing`. A file longer than the owner's
 * upload time left throws UploadTimeExceeded, before anything is stored.
 *
 * The same bytes uploaded again by the same owner give back the existing
 * track (outcome 'duplicate') instead of a second copy. Throws
 * UnreadableAudioError, with a reason for the owner, for a file that is not
 * audio we can read; nothing is stored then. The audio is copied to its
 * content-addressed key (tracks/ab/<sha256>.<ext>, as imports are), so the
 * uploaded file may be deleted afterwards without the track losing it.
 */
export async function ingestUploadedAudio(request: IngestRequest): Promise<IngestResult> {
  const { source, ownerUserId } = request
  const intake = await withLocalFile(source.key, async (path) => {
    const hash = await sha256OfFile(path)
    const existing = await findOwnedCopy(ownerUserId, hash)
    if (existing) return { existing }
    const audio = await inspectAudio(path)
    const left = request.timeLeftMs ?? null
    if (left !== null && (audio.durationMs ?? 0) > left) throw new UploadTimeExceeded(audio.durationMs ?? 0, left)
    // From the local copy: a local disk copies in the kernel, an S3 one is sent the bytes (no CopyObject and its 5 GB limit).
    return { hash, audio, key: await storeAudioFile(path, hash, audio.extension) }
  })
  if ('existing' in intake) return { outcome: 'duplicate', track: intake.existing! }

  const { hash, audio, key } = intake
  const cover = audio.cover ? await storeCover(audio.cover.data) : null

  let track: Track
  try {
    track = await db.transaction((trx) => writeDraftTrack(trx, request, { hash, key, audio, cover }))
  } catch (error) {
    // The same file sent twice at once: the other request made the track (unique owner_id + file_hash).
    const raced = await findOwnedCopy(ownerUserId, hash)
    if (raced) return { outcome: 'duplicate', track: raced }
    throw error
  }
  await ProcessTrackAudioJob.dispatch({ trackId: track.id })
  return {
    outcome: 'created',
    track: (await Track.find(track.id)) ?? track,
    tags: { album: audio.album, year: audio.year, discNumber: audio.discNumber },
  }
}

function findOwnedCopy(ownerUserId: number, hash: string) {
  return Track.query().where('owner_id', ownerUserId).where('file_hash', hash).first()
}

async function writeDraftTrack(
  trx: TransactionClientContract,
  request: IngestRequest,
  file: { hash: string; key: string; audio: InspectedAudio; cover: string | null }
) {
  const { audio } = file
  const entities = new CatalogueEntities(trx)
  const artists = request.artistId !== null ? [await Artist.findOrFail(request.artistId, { client: trx })] : []
  if (!artists.length) for (const name of audio.artists.length ? audio.artists : ['Unknown artist']) artists.push(await entities.artist(name))
  const genres = request.createGenres
    ? await entities.genres(audio.genres)
    : audio.genres.length
      ? await Genre.query({ client: trx }).whereIn('name', audio.genres.map((name) => name.toLowerCase()))
      : []

  const track = new Track()
  track.useTransaction(trx)
  track.merge({
    name: audio.title ?? titleFromFileName(request.source.clientName),
    number: audio.trackNumber !== null ? Math.min(audio.trackNumber, 65535) : null,
    duration: audio.durationMs,
    bitrate: audio.bitrate,
    src: file.key,
    fileHash: file.hash,
    mime: audio.mime,
    image: file.cover,
    ownerId: request.ownerUserId,
    workspaceId: request.workspaceId ?? null,
    status: 'draft',
    public: false,
    processing: 'queued',
    processingError: null,
    plays: 0,
  })
  await track.save()
  await trx.table('artist_track').multiInsert(artists.map((artist, position) => ({ track_id: track.id, artist_id: artist.id, position })))
  await entities.linkGenres(MORPH.track, track.id, genres)
  if (audio.lyrics) {
    const synced = audio.lyrics.synced
    await Lyric.create({ trackId: track.id, text: audio.lyrics.text, isSynced: !!synced, timed: synced }, { client: trx })
  }
  const after = { id: track.id, name: track.name, status: track.status, artistIds: artists.map((artist) => artist.id), src: track.src, duration: track.duration }
  await recordAudit(trx, { action: 'track.uploaded', subject: { type: 'track', id: track.id }, before: null, after })
  return track
}

/** "03 - My Song.mp3" names a track "03 - My Song": the name as the uploader saw it, without its extension. */
export function titleFromFileName(clientName: string) {
  const base = clientName.split(/[\\/]/).pop() ?? ''
  const title = base.slice(0, base.length - extname(base).length).replace(/\0/g, '').trim()
  return (title || 'Untitled').slice(0, 191)
}
