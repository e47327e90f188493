/**
 * What admin-written HTML (custom pages, ad slots) may hold, shared by the
 * server's sanitizer (core/pages/server/page_html.ts, sanitize-html, on
 * every write) and the web app's (web/src/ui/sanitize_html.ts, where the
 * HTML is drawn): one policy, two places it is enforced.
 */

/** Elements removed with everything inside them: they run code or change the page around them. */
export const REMOVED_HTML_ELEMENTS = [
  'script',
  'style',
  'noscript',
  'template',
  'object',
  'embed',
  'applet',
  'base',
  'meta',
  'link',
  'frame',
  'frameset',
] as const

/** Link and image addresses may use these schemes, or be relative to the site. */
export const SAFE_URL_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const

/** Frames (embedded videos) only from https addresses. */
export const FRAME_URL_SCHEMES = ['https'] as const
