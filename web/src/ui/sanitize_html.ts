import {
  FRAME_URL_SCHEMES,
  REMOVED_HTML_ELEMENTS,
  SAFE_URL_SCHEMES,
} from '../../../core/kernel/shared/html_policy.js'

const REMOVED_ELEMENTS = REMOVED_HTML_ELEMENTS.join(', ')
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
/** A scheme of the policy, or an address relative to the site (no scheme at all). */
const SAFE_URL = new RegExp(`^(${SAFE_URL_SCHEMES.join('|')}:|/|#|\\.|[^:]*$)`, 'i')
const FRAME_URL = new RegExp(`^(${FRAME_URL_SCHEMES.join('|')})://`, 'i')

/**
 * The shared policy (core/kernel/shared/html_policy.ts), enforced again where
 * the HTML is drawn. Strips what could run code from admin-written HTML (custom pages): script
 * and similar elements, inline event handlers, javascript: and data: URLs,
 * frames that are not https. Formatting, images, tables and https embeds stay.
 */
export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html')
  doc.body.querySelectorAll(REMOVED_ELEMENTS).forEach((element) => element.remove())
  doc.body.querySelectorAll('iframe').forEach((frame) => {
    if (!FRAME_URL.test(frame.getAttribute('src') ?? '')) frame.remove()
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
