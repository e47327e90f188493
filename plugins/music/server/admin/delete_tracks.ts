import db from '@adonisjs/lucid/services/db'
import { nothingToAudit, recordAudit } from '#core/audit/server/record_audit'
import { refreshAlbums } from '../services/catalogue/album_totals.js'

/** Polymorphic rows that name tracks by type and id (no foreign key removes them). */
const TRACK_REFERENCES = [
  { table: 'genreables', type: 'genreable_type', id: 'genreable_id' },
  { table: 'taggables', type: 'taggable_type', id: 'taggable_id' },
  { table: 'channelables', type: 'channelable_type', id: 'channelable_id' },
  { table: 'likes', type: 'likeable_type', id: 'likeable_id' },
  { table: 'reposts', type: 'repostable_type', id: 'repostable_id' },
  { table: 'comments', type: 'commentable_type', id: 'commentable_id' },
] as const

/**
 * Deletes tracks for the admin's tracks list, in one transaction: the rows
 * naming them polymorphically, then the tracks (foreign keys remove their
 * credits, waveforms, lyrics, plays and playlist entries), then what their
 * albums keep of them (totals, ReplayGain) and the track counts of the
 * playlists that held them. Ids that name no track are ignored.
 * Each deleted track is an entry of the audit log. Returns how many tracks
 * were deleted.
 *
 * Final when it runs: the list's 5 s undo happens before, in the browser,
 * which sends this request only once the undo window has passed
 * (web/src/ui/data_table/use_bulk_actions.ts).
 */
export async function deleteTracks(ids: number[]) {
  return db.transaction(async (trx) => {
    const rows = await trx.from('tracks').whereIn('id', ids)
    const existing = rows.map((row) => Number(row.id))
    if (!existing.length) {
      nothingToAudit()
      return 0
    }
    const playlists = (await trx.from('playlist_track').whereIn('track_id', existing).distinct('playlist_id')).map((row) => Number(row.playlist_id))
    for (const reference of TRACK_REFERENCES) {
      await trx.from(reference.table).where(reference.type, 'track').whereIn(reference.id, existing).delete()
    }
    await trx.from('tracks').whereIn('id', existing).delete()
    // Their albums' totals and ReplayGain, now without them.
    await refreshAlbums(trx, rows.map((row) => row.album_id))
    // The admin area's audit log keeps each deleted track's row (docs/plugins.md "Audit log").
    for (const row of rows) await recordAudit(trx, { action: 'track.deleted', subject: { type: 'track', id: row.id }, before: row, after: null })
    if (playlists.length)
      await trx
        .from('playlists')
        .whereIn('id', playlists)
        .update({ tracks_count: trx.raw('(SELECT COUNT(*) FROM playlist_track WHERE playlist_track.playlist_id = playlists.id)') })
    return existing.length
  })
}
