import type { SeoResolverInput, SeoTags } from '#core/kernel/contract'
import { urls } from '../../shared/urls.js'
import { pageTitle, plainText, siteName } from './seo_text.js'

const QUERY_MAX = 80

/** /search/{query}[/{tab}]: names the query; no database work. */
export default function searchSeo({ params, host }: SeoResolverInput): SeoTags | null {
  const query = plainText(params.searchQuery, QUERY_MAX)
  if (!query) return null
  const site = siteName(host)
  return {
    title: pageTitle(site, `Search results for "${query}"`),
    description: `Artists, albums, tracks, playlists and people matching "${query}" on ${site}.`,
    canonical: urls.search(params.searchQuery),
    variables: { query },
  }
}
