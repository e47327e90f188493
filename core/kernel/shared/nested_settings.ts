/**
 * Settings are stored flat with dotted keys ('dates.default_timezone') and
 * read by the web app as a nested object (settings.dates.default_timezone).
 */
export function nestDottedKeys(flat: Record<string, unknown>): Record<string, any> {
  const nested: Record<string, any> = {}
  for (const [key, value] of Object.entries(flat)) {
    const parts = key.split('.')
    let node = nested
    for (const part of parts.slice(0, -1)) {
      if (typeof node[part] !== 'object' || node[part] === null) node[part] = {}
      node = node[part]
    }
    node[parts[parts.length - 1]] = value
  }
  return nested
}
