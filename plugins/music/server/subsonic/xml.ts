/**
 * The Subsonic XML form of a JSON payload. The two are the same tree: a
 * scalar is an attribute, an object a child element, an array repeated
 * child elements of the array's name, and a `value` key the element's text
 * (a lyrics line: `<line start="0">text</line>` is `{ start: 0, value: 'text' }`).
 */
export function toXml(name: string, value: Record<string, unknown>, extraAttributes: Record<string, string> = {}) {
  return `<?xml version="1.0" encoding="UTF-8"?>${element(name, value, extraAttributes)}`
}

function element(name: string, value: Record<string, unknown>, extraAttributes: Record<string, string> = {}): string {
  let attributes = ''
  let children = ''
  let text = ''
  for (const [key, attribute] of Object.entries(extraAttributes)) attributes += ` ${key}="${escape(attribute)}"`
  for (const [key, child] of Object.entries(value)) {
    if (child === null || child === undefined) continue
    if (key === 'value' && typeof child !== 'object') text = escape(String(child))
    else if (Array.isArray(child)) children += child.map((item) => (isObject(item) ? element(key, item) : `<${key}>${escape(String(item))}</${key}>`)).join('')
    else if (isObject(child)) children += element(key, child)
    else attributes += ` ${key}="${escape(String(child))}"`
  }
  const content = text + children
  return content ? `<${name}${attributes}>${content}</${name}>` : `<${name}${attributes}/>`
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

function escape(text: string) {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character])
}
