import type { EmbeddablePage } from '#core/kernel/shell/seo_resolver'

function escapeAttribute(value: string) {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

interface Site {
  name: string
  url: string
}

/**
 * A "rich" oEmbed answer (https://oembed.com, section 2.3.4): the page's
 * embed player in an iframe, no larger than the consumer's maxwidth and
 * maxheight allow.
 */
export function oembedResponse({ tags, player }: EmbeddablePage, site: Site, limits: { maxwidth?: number; maxheight?: number }) {
  const width = Math.min(player.width, limits.maxwidth ?? player.width)
  const height = Math.min(player.height, limits.maxheight ?? player.height)
  const src = new URL(player.path, site.url).href
  const html =
    `<iframe src="${escapeAttribute(src)}" width="${width}" height="${height}" title="${escapeAttribute(tags.title)}"` +
    ` frameborder="0" allow="autoplay; encrypted-media" loading="lazy"></iframe>`
  return {
    version: '1.0',
    type: 'rich',
    title: tags.title,
    provider_name: site.name,
    provider_url: site.url,
    ...(tags.image ? { thumbnail_url: new URL(tags.image, site.url).href } : {}),
    html,
    width,
    height,
  }
}
