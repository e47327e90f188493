import { ReadCache, type ReadCacheOptions } from '#core/kernel/cache/read_cache'
import { SerializedJson } from '#core/kernel/http/json_serializer'
import { viewerCacheKey, type Viewer } from './viewer.js'

/**
 * A page payload (artist, album) kept per id and viewer until a write drops
 * it (see ReadCache): the statements behind a busy page run
 * once per change instead of once per view, and its JSON is written once too.
 * A page the viewer may not see throws (404) and is never kept.
 */
export function pageCache(name: string, options?: ReadCacheOptions) {
  const cache = new ReadCache<SerializedJson>(name, options)
  return (key: string | number, viewer: Viewer, load: () => Promise<object>) =>
    cache.get(`${key}\u0000${viewerCacheKey(viewer)}`, async () => new SerializedJson(await load()))
}
