import type { HttpContext } from '@adonisjs/core/http'
import { deleteLyrics, lyricsForEditor, lyricsPage, saveLyrics } from '../../services/admin/lyrics_admin.js'
import { lyricsListValidator, lyricsValidator } from '../../validators/admin/playlist_lyrics_validators.js'
import { idParam } from '../params.js'

/** Tracks' lyrics for the admin: list, the editor's read and save (plain or LRC), delete. */
export default class LyricsAdminController {
  async index({ request }: HttpContext) {
    const { query, synced, cursor, perPage = 25 } = await request.validateUsing(lyricsListValidator, { data: request.qs() })
    return lyricsPage({ query, synced, cursor, perPage })
  }

  show(ctx: HttpContext) {
    return lyricsForEditor(idParam(ctx, 'trackId'))
  }

  async update(ctx: HttpContext) {
    await saveLyrics(idParam(ctx, 'trackId'), await ctx.request.validateUsing(lyricsValidator))
    return lyricsForEditor(idParam(ctx, 'trackId'))
  }

  async destroy(ctx: HttpContext) {
    await deleteLyrics(idParam(ctx, 'trackId'))
    return ctx.response.noContent()
  }
}
