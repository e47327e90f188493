import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { managedArtistIds } from '../backstage/artist_ownership.js'
import type { EditorScope } from './editor_scope.js'

const CREDITS = {
  tracks: { pivot: 'artist_track', key: 'track_id' },
  albums: { pivot: 'album_artist', key: 'album_id' },
} as const

/**
 * What backstage lists: in a workspace, its tracks or albums; in one's own
 * space, those the person uploaded and those credited to an artist they
 * manage (the ownership policy's rule, as one condition for a list query).
 * Resolves their artists once; the returned function narrows each page's query.
 */
export async function managedBy(scope: Pick<EditorScope, 'userId' | 'workspace'>, table: keyof typeof CREDITS) {
  if (scope.workspace.id > 0) {
    const workspaceId = scope.workspace.id
    return <Q extends DatabaseQueryBuilderContract>(query: Q): Q => query.where(`${table}.workspace_id`, workspaceId)
  }
  const userId = scope.userId
  const artists = await managedArtistIds(userId)
  const { pivot, key } = CREDITS[table]
  return <Q extends DatabaseQueryBuilderContract>(query: Q): Q =>
    query.where((owned) => {
      owned.where(`${table}.owner_id`, userId)
      if (artists.length) owned.orWhereExists((credit) => credit.from(pivot).whereColumn(`${pivot}.${key}`, `${table}.id`).whereIn(`${pivot}.artist_id`, artists))
    })
}
