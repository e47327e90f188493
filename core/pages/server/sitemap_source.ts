import db from '@adonisjs/lucid/services/db'
import type { SitemapEntry, SitemapSource } from '#core/kernel/contract'
import { keysetRows } from '#core/kernel/keyset_rows'

/** Every custom page is public at /pages/{slug} (core/seo builds sitemap.xml from it). */
const customPagesSitemap: SitemapSource = {
  async *entries(): AsyncGenerator<SitemapEntry> {
    const rows = keysetRows<{ id: number; slug: string; updated_at: Date | string | null }>((afterId, limit) =>
      db.from('custom_pages').where('id', '>', afterId).orderBy('id').limit(limit).select('id', 'slug', 'updated_at')
    )
    for await (const page of rows) yield { path: `/pages/${encodeURIComponent(page.slug)}`, lastModified: page.updated_at }
  },
}

export default customPagesSitemap
