import sanitizeHtml from 'sanitize-html'
import { FRAME_URL_SCHEMES, REMOVED_HTML_ELEMENTS, SAFE_URL_SCHEMES } from '#core/kernel/shared/html_policy'

/**
 * The HTML a custom page may store, by the shared policy: sanitize-html keeps
 * an allowlist of formatting, links, images, tables, code and https frames,
 * drops every other element (the policy's removed ones with their content),
 * every event handler and style, and addresses outside the policy's schemes.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img',
    'iframe',
    'h1',
    'figure',
    'figcaption',
    's',
    'u',
    'mark',
  ],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen', 'loading'],
    ol: ['start', 'type'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    code: ['class'],
    '*': ['id'],
  },
  // The editor marks a code block's language as a class (language-ts); nothing else keeps a class.
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: [...SAFE_URL_SCHEMES],
  allowedSchemesByTag: { iframe: [...FRAME_URL_SCHEMES] },
  allowProtocolRelative: false,
  allowIframeRelativeUrls: false,
  nonTextTags: [...REMOVED_HTML_ELEMENTS, 'textarea', 'option', 'title'],
  transformTags: {
    // A link opening a new tab does not hand the page a handle on this one.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
}

export function sanitizePageHtml(html: string) {
  return sanitizeHtml(html, OPTIONS)
}
