/**
 * Matches SPA route patterns ('/track/:trackId/:trackName') against a path
 * and returns the named parameters, or null.
 */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const patternParts = pattern.split('/').filter(Boolean)
  const pathParts = path.split('?')[0].split('/').filter(Boolean)
  if (patternParts.length !== pathParts.length) return null
  const params: Record<string, string> = {}
  for (const [index, part] of patternParts.entries()) {
    const value = pathParts[index]
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(value)
      } catch {
        return null
      }
    } else if (part !== value) {
      return null
    }
  }
  return params
}
