/** Custom pages as the admin's API sends them (the server's serializer and the admin screens share these). */

/** One page as the admin edits it: the stored SEO fields, not their fallbacks. */
export interface AdminCustomPage {
  id: number
  title: string
  slug: string
  /** Sanitized HTML, as stored. */
  body: string
  seo: { title: string | null; description: string | null }
  hide_nav: boolean
  created_at: string | null
  updated_at: string | null
}

/** What the editor sends to create or update a page. */
export interface CustomPageInput {
  title: string
  /** Left empty: made from the title. */
  slug?: string
  body?: string
  seo?: { title?: string | null; description?: string | null }
  hide_nav?: boolean
}

/** A row of the admin's list (GET custom-pages, a ListPage of these). */
export interface CustomPageRow {
  id: number
  title: string
  slug: string
  updated_at: string | null
}
