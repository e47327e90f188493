import db from '@adonisjs/lucid/services/db'
import { MORPH } from '../../models/columns.js'
import { notFound } from '../shared/errors.js'
import type { Viewer } from '../shared/viewer.js'
import { isVisible } from '../shared/visibility.js'

/** Tables behind the polymorphic types people like, follow, repost or comment on. */
const TABLES: Record<string, string> = {
  [MORPH.track]: 'tracks',
  [MORPH.album]: 'albums',
  [MORPH.artist]: 'artists',
  [MORPH.playlist]: 'playlists',
  [MORPH.user]: 'users',
}
const PRIVATE = new Set<string>([MORPH.track, MORPH.album, MORPH.playlist])

/** The target row if it exists and the viewer may see it; 404 otherwise. */
export async function findTarget(type: string, id: number, viewer: Viewer) {
  const columns = PRIVATE.has(type) ? ['id', 'public', 'owner_id'] : ['id']
  const row = await db.from(TABLES[type]).where('id', id).select(columns).first()
  if (!row || (PRIVATE.has(type) && !isVisible(row, viewer))) throw notFound()
  return row
}
