import { trackQuery } from '../../api/catalogue_queries.js'
import { commentsQuery } from '../../api/comment_queries.js'
import { idParam, prefetching } from '../../api/route_loader.js'

/**
 * The track page's data, requested while the page's code loads (the web
 * part gives it to the route directly, not through the lazy module).
 */
export const trackLoader = prefetching(({ params, api, queryClient }) => {
  const id = idParam(params.trackId)
  void queryClient.prefetchQuery(trackQuery(api, id))
  void queryClient.prefetchInfiniteQuery(commentsQuery(api, { type: 'track', id }))
})
