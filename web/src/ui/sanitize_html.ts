const REMOVED_ELEMENTS =
  'script, style, noscript, template, object, embed, applet, base, meta, link, frame, frameset'
const URL_ATTRIBUTES = [
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'srcset',
  'poster',
  'data',
]
const SAFE_URL = /^(https?:|mailto:|tel:|\/|#|\.|[^:]*$)/i

/**
 * Strips what could run code from admin-written HTML (custom pages): script
 * and similar elements, inline event handlers, javascript: and data: URLs,
 * frames that are not https. Formatting, images, tables and https embeds stay.
 */
export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html')
  doc.body.querySelectorAll(REMOVED_ELEMENTS).forEach((element) => element.remove())
  doc.body.querySelectorAll('iframe').forEach((frame) => {
    if (!/^https:\/\//i.test(frame.getAttribute('src') ?? '')) frame.remove()
  })
  doc.body.querySelectorAll('*').forEach((element) => {
    for (const { name, value } of Array.from(element.attributes)) {
      const lower = name.toLowerCase()
      if (
        lower.startsWith('on') ||
        (URL_ATTRIBUTES.includes(lower) &&
          !SAFE_URL.test(value.trim().replace(/[\s\u0000-\u001f]/g, '')))
      ) {
        element.removeAttribute(name)
      }
    }
    if (element.tagName === 'A' && element.getAttribute('target') === '_blank')
      element.setAttribute('rel', 'noopener noreferrer')
  })
  return doc.body.innerHTML
}
