import type { HttpContext } from '@adonisjs/core/http'
import { readPage } from '../services/shared/pagination.js'
import { libraryPlaylists, likedItems, listeningHistory, type LikedKind } from '../services/library/library_queries.js'
import { signedInViewer } from '../guards.js'

/** The signed-in viewer's library: liked songs, albums, artists, playlists and history. */
export default class LibraryController {
  async liked(ctx: HttpContext) {
    return likedItems(signedInViewer(ctx), ctx.params.kind as LikedKind, await readPage(ctx.request, { perPage: 30 }))
  }

  async playlists(ctx: HttpContext) {
    return libraryPlaylists(signedInViewer(ctx), await readPage(ctx.request, { perPage: 30 }))
  }

  async history(ctx: HttpContext) {
    return listeningHistory(signedInViewer(ctx), await readPage(ctx.request, { perPage: 30 }))
  }
}
