import type { SeoTemplates, SeoVariable } from '#core/kernel/shared/seo_templates'

/** GET api/v1/seo/pages: what the appearance editor's "SEO settings" section draws. */
export interface SeoEditorPage {
  name: string
  label: string
  /** The page's default templates (what "Reset" goes back to). */
  defaults: SeoTemplates
  /** site_name first, then the page's own. */
  variables: SeoVariable[]
  /** A real public page of this kind and its variables' values, for the live preview; null when there is none. */
  sample: { path: string; url: string; variables: Record<string, string | number | null | undefined> } | null
}

export interface SeoEditorData {
  pages: SeoEditorPage[]
  /** The newest sitemap build, or null before the first one. */
  sitemap: { built_at: string; urls: number; files: number; url: string } | null
}
