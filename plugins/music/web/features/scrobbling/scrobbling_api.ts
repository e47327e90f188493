import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '@web/services/api_client.js'
import type { ScrobblingAnswer } from '../../../shared/scrobbling_types.js'
import { musicKeys } from '../../api/query_keys.js'

export const scrobblingKey = [...musicKeys.all, 'scrobbling'] as const

/** The listener's scrobbling connections (GET music/scrobbling). */
export function scrobblingQuery(api: ApiClient) {
  return queryOptions({ queryKey: scrobblingKey, queryFn: () => api.get<ScrobblingAnswer>('music/scrobbling') })
}
