/**
 * Splits a route table by its paths' first segment, so that finding the page
 * of '/track/1/x' ranks the few routes that could match it ('/track/...' and
 * the routes whose first segment is dynamic) instead of the whole table.
 *
 * Why: react-router's matchRoutes flattens and ranks every route it is given
 * on every call (it offers no pre-ranked table). With ~150 routes that was
 * ~190 µs of the ~1,150 µs of server CPU a signed-in track page cost
 * (bench:pages, issue 13); the server asks once per request. The answer is
 * unchanged: ranking sorts by score with ties in table order, and a subset
 * keeps the table's order, so the best match of a subset holding every route
 * that could match is the best match of the whole table
 * (tests/unit/web/route_table_by_segment.spec.ts compares both on every path
 * of the table).
 */

/** The first segment of a path, lower-cased (react-router matches paths case-insensitively). */
function firstSegment(path: string): string {
  return path.split('/', 2)[1]?.toLowerCase() ?? ''
}

/** A segment any first segment of a location can match: ':id', ':lang?', '*', or none ('/'). */
function matchesAnyFirstSegment(segment: string): boolean {
  return segment === '' || segment.startsWith(':') || segment.includes('*') || segment.endsWith('?')
}

export function routeTableBySegment<T extends { path: string }>(table: T[]) {
  const tables = new Map<string, T[]>()
  const anySegment = table.filter((entry) => matchesAnyFirstSegment(firstSegment(entry.path)))
  for (const entry of table) {
    const segment = firstSegment(entry.path)
    if (matchesAnyFirstSegment(segment) || tables.has(segment)) continue
    // Table order is kept: this segment's routes and the dynamic ones, interleaved as declared.
    tables.set(
      segment,
      table.filter((candidate) => {
        const own = firstSegment(candidate.path)
        return own === segment || matchesAnyFirstSegment(own)
      })
    )
  }
  /** The routes that could match a location's path (the map's keys are bounded by the table). */
  return (pathname: string): T[] => tables.get(firstSegment(pathname)) ?? anySegment
}
