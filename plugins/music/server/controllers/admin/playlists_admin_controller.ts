import type { HttpContext } from '@adonisjs/core/http'
import { deletePlaylists, playlistPage, playlistRow, updatePlaylistBasics } from '../../services/admin/playlists_admin.js'
import { bulkIdsValidator } from '#core/kernel/lists/bulk_ids_validator'
import { PLAYLISTS_LIST } from '../../services/admin/admin_lists.js'
import { playlistBasicsValidator } from '../../validators/admin/playlist_lyrics_validators.js'
import { idParam } from '../params.js'

/** Everyone's playlists for the admin: list, edit the basics, delete. */
export default class PlaylistsAdminController {
  async index({ request }: HttpContext) {
    return playlistPage(await request.validateUsing(PLAYLISTS_LIST.validator, { data: request.qs() }))
  }

  async update(ctx: HttpContext) {
    await updatePlaylistBasics(idParam(ctx), await ctx.request.validateUsing(playlistBasicsValidator))
    return { playlist: await playlistRow(idParam(ctx)) }
  }

  async destroy({ request }: HttpContext) {
    const { ids } = await request.validateUsing(bulkIdsValidator)
    return { deleted: await deletePlaylists(ids) }
  }
}
