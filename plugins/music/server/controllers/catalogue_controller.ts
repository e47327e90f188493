import type { HttpContext } from '@adonisjs/core/http'
import { viewerOf } from '../services/shared/viewer.js'
import { readPage } from '../services/shared/pagination.js'
import { artistAlbums, artistPage, artistTracks } from '../services/catalogue/artist_page.js'
import { albumEmbed, albumPage } from '../services/catalogue/album_page.js'
import { trackEmbed, trackLyrics, trackPage } from '../services/catalogue/track_page.js'
import { idParam } from './params.js'

/** Artist, album and track pages, their lists, lyrics and embed payloads. */
export default class CatalogueController {
  artist(ctx: HttpContext) {
    return artistPage(idParam(ctx), viewerOf(ctx))
  }

  async artistTracks(ctx: HttpContext) {
    return artistTracks(idParam(ctx), await readPage(ctx.request), viewerOf(ctx))
  }

  async artistAlbums(ctx: HttpContext) {
    return artistAlbums(idParam(ctx), await readPage(ctx.request), viewerOf(ctx))
  }

  album(ctx: HttpContext) {
    return albumPage(idParam(ctx), viewerOf(ctx))
  }

  track(ctx: HttpContext) {
    return trackPage(idParam(ctx), viewerOf(ctx))
  }

  lyrics(ctx: HttpContext) {
    return trackLyrics(idParam(ctx, 'trackId'), viewerOf(ctx))
  }

  trackEmbed(ctx: HttpContext) {
    return trackEmbed(idParam(ctx), viewerOf(ctx))
  }

  albumEmbed(ctx: HttpContext) {
    return albumEmbed(idParam(ctx), viewerOf(ctx))
  }
}
