import db from '@adonisjs/lucid/services/db'
import Track from '#plugins/music/server/models/track'

/** What streaming needs of a track: where its audio is, and who may hear it. */
export interface TrackSource {
  id: number
  src: string | null
  mime: string | null
  /** Bits per second, when known. */
  bitrate: number | null
  /** Milliseconds. */
  duration: number | null
  public: unknown
  owner_id: number | null
}

/**
 * Rows are reused for a second: a listener fetches a track in many Range
 * requests, a few per second while seeking. Saves and deletions through the
 * model forget the row at once; other writes show within this time.
 */
const REUSE_MS = 1000

const rows = new Map<number, { row: Promise<TrackSource | null>; readAt: number }>()

Track.after('save', (track) => void rows.delete(track.id))
Track.after('delete', (track) => void rows.delete(track.id))

setInterval(() => {
  const now = Date.now()
  for (const [id, entry] of rows) if (now - entry.readAt >= REUSE_MS) rows.delete(id)
}, REUSE_MS).unref()

/** The track `id` (null when there is none), whoever may see it: the caller checks visibility. */
export function trackSource(id: number): Promise<TrackSource | null> {
  const now = Date.now()
  const cached = rows.get(id)
  if (cached && now - cached.readAt < REUSE_MS) return cached.row
  const row: Promise<TrackSource | null> = db
    .from('tracks')
    .select('id', 'src', 'mime', 'bitrate', 'duration', 'public', 'owner_id')
    .where('id', id)
    .first()
    .then((found) => found ?? null)
  // A failed read is not remembered.
  row.catch(() => rows.get(id)?.row === row && rows.delete(id))
  rows.set(id, { row, readAt: now })
  return row
}
