import type { SitemapEntry } from '#core/kernel/contract'

/** The protocol's limit of addresses per file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'
const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"'
export const URLSET_OPEN = `${HEAD}<urlset ${NAMESPACE}>\n`
export const URLSET_CLOSE = '</urlset>\n'

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

export function escapeXml(text: string) {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character])
}

/** The W3C date a sitemap's lastmod takes ('2026-11-27'), or null for a missing or unreadable one. */
export function w3cDate(value: SitemapEntry['lastModified']): string | null {
  if (!value) return null
  // SQLite answers 'YYYY-MM-DD HH:MM:SS' (UTC); MariaDB a Date.
  const date = value instanceof Date ? value : new Date(String(value).replace(' ', 'T') + (/[Zz+]/.test(String(value)) ? '' : 'Z'))
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10)
}

/** One <url> of a urlset, its path made absolute on the site's base URL. */
export function urlElement(entry: SitemapEntry, baseUrl: string) {
  const lastmod = w3cDate(entry.lastModified)
  return `<url><loc>${escapeXml(new URL(entry.path, baseUrl).href)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>\n`
}

/** The index of a build's files (sitemap.xml). */
export function sitemapIndex(fileUrls: string[], lastmod: string) {
  const items = fileUrls.map((url) => `<sitemap><loc>${escapeXml(url)}</loc><lastmod>${lastmod}</lastmod></sitemap>\n`).join('')
  return `${HEAD}<sitemapindex ${NAMESPACE}>\n${items}</sitemapindex>\n`
}
