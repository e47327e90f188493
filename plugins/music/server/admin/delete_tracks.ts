import db from '@adonisjs/lucid/services/db'

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
 * credits, waveforms, lyrics, plays and playlist entries), then the track
 * counts of the playlists that held them. Ids that name no track are ignored.
 * Returns how many tracks were deleted.
 *
 * Final when it runs: the list's 5 s undo happens before, in the browser,
 * which sends this request only once the undo window has passed
 * (web/src/ui/data_table/use_bulk_actions.ts).
 */
export async function deleteTracks(ids: number[]) {
  return db.transaction(async (trx) => {
    const existing = (await trx.from('tracks').whereIn('id', ids).select('id')).map((row) => Number(row.id))
    if (!existing.length) return 0
    const playlists = (await trx.from('playlist_track').whereIn('track_id', existing).distinct('playlist_id')).map((row) => Number(row.playlist_id))
    for (const reference of TRACK_REFERENCES) {
      await trx.from(reference.table).where(reference.type, 'track').whereIn(reference.id, existing).delete()
    }
    await trx.from('tracks').whereIn('id', existing).delete()
    if (playlists.length)
      await trx
        .from('playlists')
        .whereIn('id', playlists)
        .update({ tracks_count: trx.raw('(SELECT COUNT(*) FROM playlist_track WHERE playlist_track.playlist_id = playlists.id)') })
    return existing.length
  })
}
