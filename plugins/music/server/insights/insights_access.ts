import db from '@adonisjs/lucid/services/db'
import { urls } from '../../shared/urls.js'
import { canManageAlbum, canManageArtist, canManageTrack } from '../backstage/artist_ownership.js'
import { forbidden, notFound } from '../services/shared/errors.js'
import type { InsightSubject } from './insight_tables.js'

/** The subject whose insights are asked for, as the screen's header shows it. */
export interface InsightTarget {
  type: InsightSubject
  id: number
  name: string
  image: string | null
  /** The subject's public page. */
  href: string
}

const SUBJECTS: Record<InsightSubject, { table: string; canManage: (user: { id: number }, id: number) => Promise<boolean> }> = {
  track: { table: 'tracks', canManage: canManageTrack },
  album: { table: 'albums', canManage: canManageAlbum },
  artist: { table: 'artists', canManage: canManageArtist },
}

/**
 * Who may read a subject's insights: whoever may manage it (the artist
 * ownership policy: a manager of one of its artists, the uploader of the
 * track or album, or anyone managing the catalogue with music.update, as
 * admins do). Anyone else is refused with 403 and an id that is no subject
 * answers 404, so an artist cannot read another's numbers by trying ids.
 */
export async function authorizeInsights(userId: number, type: InsightSubject, id: number): Promise<InsightTarget> {
  const { table, canManage } = SUBJECTS[type]
  const row = await db.from(table).where('id', id).select('id', 'name', 'image').first()
  if (!row) throw notFound()
  if (!(await canManage({ id: userId }, id))) throw forbidden()
  const named = { id, name: String(row.name) }
  const href =
    type === 'album'
      ? urls.album({ ...named, artists: await db.from('album_artist').join('artists', 'artists.id', 'album_artist.artist_id').where('album_id', id).orderBy('position').select('artists.name') })
      : urls[type](named)
  return { type, id, name: named.name, image: row.image ?? null, href }
}
