import type { HttpContext } from '@adonisjs/core/http'
import { readPage, type PageRequest } from '../services/shared/pagination.js'
import { followedArtists, libraryPlaylists, likedItems, listeningHistory, workspacePlaylists, type LikedKind } from '../services/library/library_queries.js'
import { activeWorkspaceOf } from '../backstage/workspace_scope.js'
import { SITE_DATA } from '#core/kernel/cache/read_cache'
import { pageCache } from '../services/shared/page_cache.js'
import { LISTENING_HISTORY } from '../services/plays/listening_history_tag.js'
import { signedInViewer } from '../guards.js'

type SignedInViewer = ReturnType<typeof signedInViewer>

/**
 * Each person's library tabs, by tab and page, kept until a write drops them
 * (see pageCache): a like or a playlist change anywhere empties them, so what
 * is kept is what the statements would answer now. A play drops only the
 * histories (the play route names LISTENING_HISTORY).
 */
const libraryTabs = pageCache('music.library')
const historyTabs = pageCache('music.history', { tags: [SITE_DATA, LISTENING_HISTORY] })

/** The signed-in viewer's library: liked songs and albums, followed artists, playlists and history. */
export default class LibraryController {
  async liked(ctx: HttpContext) {
    const kind = ctx.params.kind as LikedKind
    return this.#tab(ctx, `liked:${kind}`, (viewer, page) => likedItems(viewer, kind, page))
  }

  async artists(ctx: HttpContext) {
    return this.#tab(ctx, 'artists', followedArtists)
  }

  /** The playlists tab follows the active workspace (`workspaceId`; a non-member is refused). */
  async playlists(ctx: HttpContext) {
    const workspace = await activeWorkspaceOf(ctx)
    if (workspace.id > 0) return this.#tab(ctx, `playlists:workspace:${workspace.id}`, (_viewer, page) => workspacePlaylists(workspace.id, page))
    return this.#tab(ctx, 'playlists', libraryPlaylists)
  }

  async history(ctx: HttpContext) {
    return this.#tab(ctx, 'history', listeningHistory, historyTabs)
  }

  async #tab(ctx: HttpContext, tab: string, load: (viewer: SignedInViewer, page: PageRequest) => Promise<object>, cache = libraryTabs) {
    const viewer = signedInViewer(ctx)
    const page = await readPage(ctx.request, { perPage: 30 })
    return cache(`${tab}:${page.page}:${page.perPage}`, viewer, () => load(viewer, page))
  }
}
