import { trackQuery } from '../../api/catalogue_queries.js'
import { commentsQuery } from '../../api/comment_queries.js'
import { idParam, prefetching } from '../../api/route_loader.js'

/**
 * The track page's data, requested while the page's code loads (the web
 * part gives it to the route directly, not through the lazy module).
 */
export const trackLoader = prefetching(({ params, api, query, infiniteQuery }) => {
  const id = idParam(params.trackId)
  query(trackQuery(api, id))
  infiniteQuery(commentsQuery(api, { type: 'track', id }))
})
