import type { SeoResolution, SeoResolverInput } from '#core/kernel/contract'
import { findCustomPage } from './queries/find_custom_page.js'

/**
 * Tags for '/pages/:pageSlug' and '/pages/:pageId/:pageSlug'. Both addresses
 * name the slug address as canonical, so search engines keep one of them.
 * An unknown page answers 404 (the not-found page), so it is never indexed.
 */
export async function resolveCustomPageSeo({ params }: SeoResolverInput): Promise<SeoResolution> {
  const page = await findCustomPage(params.pageId ?? params.pageSlug)
  if (!page) return 'not-found'
  const { title, description } = page.seo()
  // Leaving the description out (rather than null) keeps the site's default one.
  return { title, canonical: `/pages/${page.slug}`, ...(description ? { description } : {}) }
}
