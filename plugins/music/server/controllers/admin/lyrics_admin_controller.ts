import type { HttpContext } from '@adonisjs/core/http'
import { deleteLyrics, lyricsForEditor, lyricsPage, saveLyrics } from '../../services/admin/lyrics_admin.js'
import { LYRICS_LIST } from '../../services/admin/admin_lists.js'
import { lyricsValidator } from '../../validators/admin/playlist_lyrics_validators.js'
import { idParam } from '../params.js'

/** Tracks' lyrics for the admin: list, the editor's read and save (plain or LRC), delete. */
export default class LyricsAdminController {
  async index({ request }: HttpContext) {
    return lyricsPage(await request.validateUsing(LYRICS_LIST.validator, { data: request.qs() }))
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
