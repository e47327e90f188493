import type { HttpContext } from '@adonisjs/core/http'
import { ReadCache } from '#core/kernel/database/read_cache'
import { readPage, type PageRequest } from '../services/shared/pagination.js'
import { libraryPlaylists, likedItems, listeningHistory, type LikedKind } from '../services/library/library_queries.js'
import { viewerCacheKey } from '../services/shared/viewer.js'
import { signedInViewer } from '../guards.js'

type LibraryTab = Awaited<ReturnType<typeof likedItems | typeof libraryPlaylists | typeof listeningHistory>>

/**
 * Each person's library tabs, by tab and page, kept until the next write to
 * the database (see ReadCache): a like, a play or a playlist change anywhere
 * empties it, so what is kept is what the statements would answer now.
 */
const libraryTabs = new ReadCache<LibraryTab>(2000)

/** The signed-in viewer's library: liked songs, albums, artists, playlists and history. */
export default class LibraryController {
  async liked(ctx: HttpContext) {
    const kind = ctx.params.kind as LikedKind
    return this.#tab(ctx, `liked:${kind}`, (viewer, page) => likedItems(viewer, kind, page))
  }

  async playlists(ctx: HttpContext) {
    return this.#tab(ctx, 'playlists', libraryPlaylists)
  }

  async history(ctx: HttpContext) {
    return this.#tab(ctx, 'history', listeningHistory)
  }

  async #tab(ctx: HttpContext, tab: string, load: (viewer: ReturnType<typeof signedInViewer>, page: PageRequest) => Promise<LibraryTab>) {
    const viewer = signedInViewer(ctx)
    const page = await readPage(ctx.request, { perPage: 30 })
    const key = `${viewerCacheKey(viewer)}\u0000${tab}\u0000${page.page}\u0000${page.perPage}`
    return libraryTabs.get(key, () => load(viewer, page))
  }
}
