/**
 * The shapes of a route pattern with its parameters' names left out, one per
 * way its optional segments can be present: '/user/:userId/:name/:tab?'
 * gives '/user/:/:' and '/user/:/:/:'. Two modules may name a parameter
 * differently; the same shape is the same page.
 */
export function routeShapes(pattern: string): string[] {
  let shapes = ['']
  for (const segment of pattern.split('/').filter(Boolean)) {
    const optional = segment.endsWith('?')
    const part = segment.startsWith(':') ? ':' : segment.replace(/\?$/, '')
    const longer = shapes.map((shape) => `${shape}/${part}`)
    shapes = optional ? [...shapes, ...longer] : longer
  }
  return shapes.map((shape) => shape || '/')
}
