import type { ApiClient } from '@web/services/api_client.js'
import { paginatedQuery } from './paginated.js'
import { musicKeys } from './query_keys.js'
import type { CommentThread } from '../../shared/api_types.js'

export type Commentable = { type: 'track' | 'album'; id: number }

export function commentsQuery(api: ApiClient, target: Commentable) {
  return paginatedQuery<CommentThread>(
    api,
    musicKeys.comments(target.type, target.id),
    `${target.type}s/${target.id}/comments`,
    { perPage: 20 }
  )
}
