import type CustomPage from '../models/custom_page.js'
import type { AdminCustomPage } from '../../shared/custom_page_types.js'

/** The `GET custom-pages/{idOrSlug}` payload: `{ page, seo }`. */
export function serializeCustomPage(page: CustomPage) {
  return {
    page: {
      id: page.id,
      slug: page.slug,
      title: page.title,
      body: page.body ?? '',
      hide_nav: page.hideNav,
      updated_at: page.updatedAt?.toISO() ?? null,
    },
    seo: page.seo(),
  }
}

/** A page as the admin edits it: the SEO fields as stored, without their fallbacks. */
export function serializeAdminCustomPage(page: CustomPage): AdminCustomPage {
  return {
    id: page.id,
    title: page.title,
    slug: page.slug,
    body: page.body ?? '',
    seo: { title: page.meta.title ?? null, description: page.meta.description ?? null },
    hide_nav: page.hideNav,
    created_at: page.createdAt?.toISO() ?? null,
    updated_at: page.updatedAt?.toISO() ?? null,
  }
}
