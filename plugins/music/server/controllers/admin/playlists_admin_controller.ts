import type { HttpContext } from '@adonisjs/core/http'
import { deletePlaylists, playlistPage, playlistRow, updatePlaylistBasics } from '../../services/admin/playlists_admin.js'
import { deletePlaylistsValidator, playlistBasicsValidator, playlistListValidator } from '../../validators/admin/playlist_lyrics_validators.js'
import { idParam } from '../params.js'

/** Everyone's playlists for the admin: list, edit the basics, delete. */
export default class PlaylistsAdminController {
  async index({ request }: HttpContext) {
    const { query, owner_id: ownerId, public: isPublic, cursor, perPage = 25 } = await request.validateUsing(playlistListValidator, { data: request.qs() })
    return playlistPage({ query, ownerId, public: isPublic }, { cursor, perPage })
  }

  async update(ctx: HttpContext) {
    await updatePlaylistBasics(idParam(ctx), await ctx.request.validateUsing(playlistBasicsValidator))
    return { playlist: await playlistRow(idParam(ctx)) }
  }

  async destroy({ request }: HttpContext) {
    const { ids } = await request.validateUsing(deletePlaylistsValidator)
    return { deleted: await deletePlaylists(ids) }
  }
}
