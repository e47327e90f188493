import app from '@adonisjs/core/services/app'
import { AccessControl } from '#core/kernel/module_services'
import { nothingToAudit } from '#core/audit/server/record_audit'
import { QuotaExceeded } from '#core/kernel/http/quota_refusal'
import { UnreadableAudioError } from '#plugins/music/server/audio/metadata'
import Artist from '#plugins/music/server/models/artist'
import { canManageArtist, managedArtistIds } from '#plugins/music/server/backstage/artist_ownership'
import { forbidden, invalid } from '#plugins/music/server/services/shared/errors'
import { MUSIC_UPDATE } from '../../permissions.js'
import type { IngestOutcome, IngestResponse } from '../../shared/ingest_types.js'
import { ingestUploadedAudio } from './draft_tracks.js'
import { createDraftAlbum, type AlbumCandidate } from './draft_albums.js'
import { ingestedTracks } from './ingest_presenters.js'
import { isOnAudioDisk, ownUploadedEntries } from './uploaded_entries.js'
import { tracksLeft, uploadTimeLeftMs, UploadTimeExceeded } from './upload_quota.js'
import { recordedIntakes, recordIntakes, type RecordedIntake } from './track_intakes.js'

export interface IngestUploadsInput {
  userId: number
  /** The workspace the tracks (and album) are made in: null, the uploader's own space. */
  workspaceId?: number | null
  entryIds: number[]
  artistId?: number
  album?: { name?: string }
}

/**
 * Who the tracks are credited to: the artist asked for, if the uploader
 * manages it; else the one artist they manage; else, for people managing
 * the whole catalogue, the artists the tags name (null).
 */
async function creditedArtist(userId: number, artistId: number | undefined): Promise<number | null> {
  if (artistId !== undefined) {
    if (!(await Artist.find(artistId))) throw invalid('artistId', 'This artist does not exist.')
    if (!(await canManageArtist({ id: userId }, artistId))) throw forbidden("You don't manage this artist.")
    return artistId
  }
  const grants = await (await app.container.make(AccessControl)).grantsOf(userId)
  if (grants(MUSIC_UPDATE)) return null
  const managed = await managedArtistIds(userId)
  if (managed.length === 1) return managed[0]
  if (!managed.length) throw forbidden('Only artists can upload music: request artist status in backstage first.')
  throw invalid('artistId', 'Choose the artist these tracks are by.')
}

/**
 * POST music/ingest/tracks, and the upload listener (ingest_listener.ts):
 * turns the uploader's file entries into draft tracks (draft_tracks.ts),
 * each file on its own: one that is not audio we read, or longer than the
 * upload minutes left, is refused with its reason while the others go on.
 * The request as a whole is refused, before anything is made, when an
 * entry is not the uploader's, the artist is not theirs, or the files
 * exceed their number of tracks. A file already taken in (by the listener,
 * as soon as it was uploaded) answers what became of it then. With
 * `album`, the tracks made become one new draft album.
 */
export async function ingestUploads(input: IngestUploadsInput): Promise<IngestResponse> {
  const artistId = await creditedArtist(input.userId, input.artistId)
  const entries = await ownUploadedEntries(input.userId, input.entryIds)
  if (entries.length !== input.entryIds.length) throw invalid('entryIds', 'Some of these files are not among your uploads.')
  const recorded = await recordedIntakes(entries.map((entry) => entry.id))
  const fresh = entries.filter((entry) => !recorded.has(entry.id))
  const left = await tracksLeft(input.userId)
  if (left !== null && fresh.length > left) {
    throw new QuotaExceeded(left ? `You can upload ${left} more track${left === 1 ? '' : 's'}.` : 'You have reached the number of tracks you can upload.', 422, 'entryIds')
  }
  const grants = await (await app.container.make(AccessControl)).grantsOf(input.userId)
  let timeLeftMs = await uploadTimeLeftMs(input.userId)

  const taken: RecordedIntake[] = []
  const candidates: AlbumCandidate[] = []
  for (const entry of fresh) {
    if (!isOnAudioDisk(entry)) {
      taken.push({ entryId: entry.id, outcome: 'refused', message: 'Audio must be uploaded to the private uploads disk.' })
      continue
    }
    try {
      const result = await ingestUploadedAudio({
        source: { key: entry.key, clientName: entry.name },
        ownerUserId: input.userId,
        workspaceId: input.workspaceId,
        artistId,
        createGenres: grants(MUSIC_UPDATE),
        timeLeftMs,
      })
      taken.push({ entryId: entry.id, outcome: result.outcome, trackId: result.track.id })
      if (result.outcome === 'created') {
        if (timeLeftMs !== null) timeLeftMs = Math.max(0, timeLeftMs - (result.track.duration ?? 0))
        candidates.push({ trackId: result.track.id, number: result.track.number, tags: result.tags, clientName: entry.name, image: result.track.image })
      }
    } catch (error) {
      if (!(error instanceof UnreadableAudioError || error instanceof UploadTimeExceeded)) throw error
      taken.push({ entryId: entry.id, outcome: 'refused', message: error.message })
    }
  }
  await recordIntakes(input.userId, taken)

  const album = input.album && candidates.length ? await createDraftAlbum({ ownerUserId: input.userId, workspaceId: input.workspaceId, name: input.album.name ?? null, tracks: candidates }) : null
  if (!candidates.length) nothingToAudit()

  const outcomes = entries.map((entry) => recorded.get(entry.id) ?? taken.find((intake) => intake.entryId === entry.id)!)
  const tracks = await ingestedTracks(outcomes.flatMap((outcome) => ('trackId' in outcome ? [outcome.trackId] : [])))
  const items: IngestOutcome[] = outcomes.map((outcome) => {
    if (outcome.outcome === 'refused') return outcome
    const track = tracks.get(outcome.trackId)!
    return outcome.outcome === 'created'
      ? { entryId: outcome.entryId, outcome: 'created', track }
      : { entryId: outcome.entryId, outcome: 'duplicate', track, message: `You already uploaded this file: it is the track "${track.name}".` }
  })
  return { items, album: album ? { id: album.id, name: album.name, image: album.image } : null }
}
