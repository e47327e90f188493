import type { BootstrapData } from '#core/kernel/shared/bootstrap_data'

/** Reads the bootstrap data the server inlined into a shell page. */
export function bootstrapFrom(html: string): BootstrapData {
  const match = html.match(/<script[^>]*>window\.bootstrapData=(.*?)<\/script>/s)
  if (!match) throw new Error('The page has no inlined bootstrap data')
  return JSON.parse(match[1])
}

/** Content of a <meta property|name="..."> tag, or undefined. */
export function metaContent(html: string, key: string) {
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return html.match(new RegExp(`<meta (?:property|name)="${escaped}" content="([^"]*)">`))?.[1]
}

export function titleOf(html: string) {
  return html.match(/<title>(.*?)<\/title>/s)?.[1]
}

/**
 * Waits until the pages of earlier tests have left the server's count of
 * pages started over the last second or two: under a burst of pages a
 * signed-in page is sent as the plain shell instead of drawn
 * (core/kernel/shell/page_prerenderer.ts).
 */
export function afterRecentPages() {
  return new Promise((resolve) => setTimeout(resolve, 2100))
}
