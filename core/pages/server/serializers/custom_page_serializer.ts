import type CustomPage from '../models/custom_page.js'

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
