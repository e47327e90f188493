import { artistQuery } from '../../api/catalogue_queries.js'
import { idParam, prefetching } from '../../api/route_loader.js'

/**
 * The artist page's data, requested while the page's code loads (the web
 * part gives it to the route directly, not through the lazy module).
 */
export const artistLoader = prefetching(({ params, api, query }) => {
  query(artistQuery(api, idParam(params.artistId)))
})
