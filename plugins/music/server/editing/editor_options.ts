import db from '@adonisjs/lucid/services/db'
import type { EditorOption } from '../../shared/editor_types.js'
import { whereContains } from '../services/admin/contains_text.js'
import { managedBy } from './backstage_lists.js'
import type { EditorScope } from './editor_scope.js'

const LIMIT = 20

/**
 * What the editors' pickers offer for a typed text. Any artist may be
 * credited (featuring); backstage picks albums and tracks among those it
 * manages, the admin area among all.
 */
export async function editorOptions(scope: EditorScope, kind: 'artists' | 'albums' | 'tracks', text: string | undefined): Promise<EditorOption[]> {
  if (kind === 'artists') {
    const query = db.from('artists').select('id', 'name').limit(LIMIT)
    if (text) whereContains(query, 'artists.name', text)
    // Backstage sees its own artists first: they are what it credits most.
    if (scope.kind === 'backstage')
      query.orderByRaw('CASE WHEN EXISTS (SELECT 1 FROM artist_user WHERE artist_user.artist_id = artists.id AND artist_user.user_id = ?) THEN 0 ELSE 1 END', [scope.userId])
    query.orderBy('name').orderBy('id')
    return (await query).map((row) => ({ id: Number(row.id), name: String(row.name), detail: null }))
  }
  const table = kind
  const pivot = kind === 'albums' ? { table: 'album_artist', key: 'album_id' } : { table: 'artist_track', key: 'track_id' }
  const query = db
    .from(table)
    .select(`${table}.id`, `${table}.name`)
    .select(
      db.raw(
        `(SELECT artists.name FROM ${pivot.table} JOIN artists ON artists.id = ${pivot.table}.artist_id WHERE ${pivot.table}.${pivot.key} = ${table}.id ORDER BY ${pivot.table}.position LIMIT 1) AS artist`
      )
    )
    .orderBy(`${table}.name`)
    .orderBy(`${table}.id`)
    .limit(LIMIT)
  if (text) whereContains(query, `${table}.name`, text)
  if (scope.kind === 'backstage') (await managedBy(scope, kind))(query)
  return (await query).map((row) => ({ id: Number(row.id), name: String(row.name), detail: (row.artist as string | null) ?? null }))
}
