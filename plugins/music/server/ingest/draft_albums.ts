import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Album from '#plugins/music/server/models/album'
import { recordAudit } from '#core/audit/server/record_audit'
import { refreshAlbums } from '#plugins/music/server/services/catalogue/album_totals'
import type { AlbumTags } from './draft_tracks.js'

/** A track just taken in, with what orders it on an album. */
export interface AlbumCandidate {
  trackId: number
  /** The track number its tags give. */
  number: number | null
  tags: AlbumTags
  /** The uploaded file's name: the order when tags give none. */
  clientName: string
  image: string | null
}

const byName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' })

/**
 * The album's running order: by disc and track number where the tags give
 * them, then by file name in natural order ("2 - b" before "10 - a"). Files
 * without numbers follow the numbered ones.
 */
export function albumOrder(candidates: AlbumCandidate[]): AlbumCandidate[] {
  const rank = (value: number | null) => value ?? Number.MAX_SAFE_INTEGER
  return [...candidates].sort(
    (a, b) =>
      rank(a.tags.discNumber) - rank(b.tags.discNumber) || rank(a.number) - rank(b.number) || byName.compare(a.clientName, b.clientName)
  )
}

/** The name the files' tags agree on most, else the first file's. */
function albumNameOf(ordered: AlbumCandidate[]) {
  const counts = new Map<string, number>()
  for (const { tags } of ordered) if (tags.album) counts.set(tags.album, (counts.get(tags.album) ?? 0) + 1)
  const [best] = [...counts].sort((a, b) => b[1] - a[1])
  return best?.[0] ?? null
}

/**
 * Makes a new draft album of the owner from tracks just taken in, numbered
 * 1..n in albumOrder, credited to the first track's artists, with the first
 * cover found and the year the tags give. `name` wins over the tags; with
 * neither, the album is named after its first track. In one transaction.
 */
export async function createDraftAlbum(input: { ownerUserId: number; workspaceId?: number | null; name: string | null; tracks: AlbumCandidate[] }) {
  const ordered = albumOrder(input.tracks)
  const first = ordered[0]
  const year = ordered.find(({ tags }) => tags.year)?.tags.year ?? null
  return db.transaction(async (trx) => {
    const firstName = await trx.from('tracks').where('id', first.trackId).select('name').firstOrFail()
    const album = await Album.create(
      {
        name: (input.name ?? albumNameOf(ordered) ?? firstName.name).slice(0, 191),
        image: ordered.find((track) => track.image)?.image ?? null,
        releaseDate: year && year > 0 && year < 10_000 ? DateTime.fromObject({ year, month: 1, day: 1 }, { zone: 'utc' }) : null,
        ownerId: input.ownerUserId,
        workspaceId: input.workspaceId ?? null,
        status: 'draft',
        public: false,
        plays: 0,
      },
      { client: trx }
    )
    const credits = await trx.from('artist_track').where('track_id', first.trackId).orderBy('position').select('artist_id', 'position')
    if (credits.length) {
      await trx.table('album_artist').multiInsert(credits.map((credit) => ({ album_id: album.id, artist_id: credit.artist_id, position: credit.position })))
    }
    for (const [index, track] of ordered.entries()) {
      await trx.from('tracks').where('id', track.trackId).update({ album_id: album.id, number: index + 1 })
    }
    await refreshAlbums(trx, [album.id])
    const after = { id: album.id, name: album.name, status: album.status, trackIds: ordered.map((track) => track.trackId) }
    await recordAudit(trx, { action: 'album.created', subject: { type: 'album', id: album.id }, before: null, after })
    return album
  })
}
