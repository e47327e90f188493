/**
 * The ingest API's payloads (server/ingest, the upload screens): uploaded
 * files become draft tracks, decoded afterwards by a job for their waveform
 * and loudness. Declared once here for the server's serializers and the screens.
 */

/** A track or album is a draft until its owner publishes it; drafts are never public. */
export const RELEASE_STATUSES = ['draft', 'published'] as const
export type ReleaseStatus = (typeof RELEASE_STATUSES)[number]

/** The work after intake: queued, processing (decoding), ready, or failed with a reason. */
export const PROCESSING_STATES = ['queued', 'processing', 'ready', 'failed'] as const
export type ProcessingState = (typeof PROCESSING_STATES)[number]

/** Most files one request turns into tracks (an album, a folder of singles). */
export const MAX_FILES_PER_INGEST = 100

/** A draft track as the upload screen's row shows it. */
export interface IngestedTrack {
  id: number
  name: string
  status: ReleaseStatus
  processing: ProcessingState
  processingError: string | null
  /** Milliseconds, read from the file's headers. */
  duration: number | null
  number: number | null
  albumId: number | null
  /** The track's own cover (a cover on the album is the album's). */
  image: string | null
  artists: Array<{ id: number; name: string }>
}

/** What became of one uploaded file. */
export type IngestOutcome =
  | { entryId: number; outcome: 'created'; track: IngestedTrack }
  /** The owner already has these exact bytes: the existing track, said clearly. */
  | { entryId: number; outcome: 'duplicate'; track: IngestedTrack; message: string }
  | { entryId: number; outcome: 'refused'; message: string }

/** POST music/ingest/tracks. */
export interface IngestResponse {
  items: IngestOutcome[]
  /** The new draft album the created tracks were put in, when one was asked for. */
  album: { id: number; name: string; image: string | null } | null
}

/** One track's progress, polled by the upload screen. */
export interface TrackProcessingStatus {
  id: number
  processing: ProcessingState
  processingError: string | null
  duration: number | null
  hasWaveform: boolean
  /** LUFS, once measured. */
  loudness: number | null
}

/** GET music/ingest/tracks?ids=... */
export interface IngestStatusResponse {
  tracks: TrackProcessingStatus[]
}

/**
 * Upload metadata (tus metadata, multipart `metadata`, s3 metadata) asking
 * the server to take the file in as a draft track as soon as it is stored,
 * whether or not the uploader's screen is still open: `{ musicIngest:
 * 'track', musicArtistId?: '12' }`. The upload screens send it.
 */
export const INGEST_INTENT_KEY = 'musicIngest'
export const INGEST_AS_TRACK = 'track'
export const INGEST_ARTIST_KEY = 'musicArtistId'
