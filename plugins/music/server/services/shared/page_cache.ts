import { ReadCache } from '#core/kernel/database/read_cache'
import { viewerCacheKey, type Viewer } from './viewer.js'

/**
 * A page payload (artist, album) kept per id and viewer until the next write
 * to the database (see ReadCache): the statements behind a busy page run
 * once per change instead of once per view. A page the viewer may not see
 * throws (404) and is never kept.
 */
export function pageCache<T extends object>(maxEntries: number) {
  const cache = new ReadCache<T>(maxEntries)
  return (id: number, viewer: Viewer, load: () => Promise<T>) => cache.get(`${id}\u0000${viewerCacheKey(viewer)}`, load)
}
