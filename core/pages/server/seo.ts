import type { SeoResolverInput, SeoTags } from '#core/kernel/contract'
import { findCustomPage } from './queries/find_custom_page.js'

/**
 * Tags for '/pages/:pageSlug' and '/pages/:pageId/:pageSlug'. Both addresses
 * name the slug address as canonical, so search engines keep one of them.
 */
export async function resolveCustomPageSeo({ params }: SeoResolverInput): Promise<SeoTags | null> {
  const page = await findCustomPage(params.pageId ?? params.pageSlug)
  if (!page) return null
  const { title, description } = page.seo()
  // Leaving the description out (rather than null) keeps the site's default one.
  return { title, canonical: `/pages/${page.slug}`, ...(description ? { description } : {}) }
}
