import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { AccessControl } from '#core/kernel/module_services'
import { MUSIC_UPDATE } from '../../permissions.js'
import { forbidden, notFound } from '../services/shared/errors.js'
import type { InsightSubject } from './insight_tables.js'

/** The subject whose insights are asked for, as the screen's header shows it. */
export interface InsightTarget {
  type: InsightSubject
  id: number
  name: string
  image: string | null
}

const TABLES: Record<InsightSubject, string> = { track: 'tracks', album: 'albums', artist: 'artists' }

/**
 * Who may read a subject's insights: admins with music.update (the admin
 * area's tracks, albums and artists), and the people who manage it: the
 * owner of the track or album, or a manager of one of its artists
 * (artist_user, the link an approved artist request makes). Anyone else is
 * refused with 403, and an id that is no subject with 404, so an artist
 * cannot read another's numbers by trying ids.
 */
export async function authorizeInsights(userId: number, type: InsightSubject, id: number): Promise<InsightTarget> {
  const row = await db.from(TABLES[type]).where('id', id).select('id', 'name', 'image').first()
  if (!row) throw notFound()
  const target: InsightTarget = { type, id, name: String(row.name), image: row.image ?? null }
  if ((await (await app.container.make(AccessControl)).grantsOf(userId))(MUSIC_UPDATE)) return target
  if (await manages(userId, type, id)) return target
  throw forbidden()
}

/** Whether `userId` manages the subject: owns it (tracks, albums) or manages one of its artists. */
async function manages(userId: number, type: InsightSubject, id: number) {
  const managedArtist = (pivot: string, key: string, column: string) => (query: DatabaseQueryBuilderContract) =>
    query
      .from(pivot)
      .join('artist_user', 'artist_user.artist_id', `${pivot}.artist_id`)
      .whereColumn(`${pivot}.${key}`, column)
      .where('artist_user.user_id', userId)
  const query =
    type === 'artist'
      ? db.from('artist_user').where('artist_id', id).where('user_id', userId)
      : type === 'album'
        ? db
            .from('albums')
            .where('albums.id', id)
            .where((own) => own.where('albums.owner_id', userId).orWhereExists(managedArtist('album_artist', 'album_id', 'albums.id')))
        : db
            .from('tracks')
            .where('tracks.id', id)
            .where((own) => own.where('tracks.owner_id', userId).orWhereExists(managedArtist('artist_track', 'track_id', 'tracks.id')))
  return Boolean(await query.select(db.raw('1 as managed')).first())
}
