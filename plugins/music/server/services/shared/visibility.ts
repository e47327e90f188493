import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import type { Viewer } from './viewer.js'

/**
 * Keeps rows of `table` (tracks, albums, playlists) that are public or owned
 * by the viewer: private content exists only for its owner.
 */
export function whereVisible<Q extends DatabaseQueryBuilderContract>(query: Q, table: string, viewer: Viewer): Q {
  if (viewer.userId === null) query.where(`${table}.public`, true)
  else query.where((scope) => scope.where(`${table}.public`, true).orWhere(`${table}.owner_id`, viewer.userId!))
  return query
}

/** The same rule as SQL for raw statements: the condition and its bindings. */
export function visibleSql(table: string, viewer: Viewer): [string, unknown[]] {
  return viewer.userId === null ? [`${table}.public = 1`, []] : [`(${table}.public = 1 OR ${table}.owner_id = ?)`, [viewer.userId]]
}

/** The same rule for one loaded row. */
export function isVisible(row: { public: unknown; owner_id?: unknown; ownerId?: unknown }, viewer: Viewer) {
  const owner = row.owner_id ?? row.ownerId
  return Boolean(row.public) || (viewer.userId !== null && owner === viewer.userId)
}

/** Embeds go to other sites: they carry no owner id. */
export function withoutOwner<T extends { owner_id: unknown }>(item: T): Omit<T, 'owner_id'> {
  const { owner_id: ownerId, ...rest } = item
  return rest
}
