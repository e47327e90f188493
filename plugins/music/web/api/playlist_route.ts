import { useParams } from 'react-router'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { playlistQuery, playlistTracksQuery } from './playlist_queries.js'
import { idParam, prefetching } from './route_loader.js'

/**
 * The routes about one playlist (/playlist/{playlistId}/..., its page and
 * its embed) load the same: the playlist and its first tracks, started as
 * soon as the route matches; an id that is no number is the not-found page.
 */
export const playlistRouteLoader = prefetching(({ params, api, query, infiniteQuery }) => {
  const id = idParam(params.playlistId)
  query(playlistQuery(api, id))
  infiniteQuery(playlistTracksQuery(api, id))
})

/**
 * The route's playlist id and the playlist, which names the document:
 * undefined while it loads; an unknown or hidden one shows the not-found
 * page (usePageQuery).
 */
export function useRoutePlaylist() {
  const id = Number(useParams().playlistId)
  const api = useService(API_CLIENT)
  const { data: playlist } = usePageQuery(playlistQuery(api, id))
  useDocumentTitle(playlist?.name)
  return { id, playlist }
}
