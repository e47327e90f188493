import type { HttpContext } from '@adonisjs/core/http'
import { viewerOf } from '../services/shared/viewer.js'
import { readPage } from '../services/shared/pagination.js'
import { playlistPage, playlistTracks } from '../services/playlists/playlist_queries.js'
import * as actions from '../services/playlists/playlist_actions.js'
import {
  collaboratorValidator,
  createPlaylistValidator,
  moveTrackValidator,
  playlistTracksValidator,
  updatePlaylistValidator,
} from '../validators/playlist_validator.js'
import { signedInViewer } from '../guards.js'
import { idParam } from './params.js'
import { activeWorkspaceOf, workspaceColumn } from '../backstage/workspace_scope.js'
import { forbidden } from '../services/shared/errors.js'

export default class PlaylistsController {
  show(ctx: HttpContext) {
    return playlistPage(idParam(ctx), viewerOf(ctx))
  }

  async tracks(ctx: HttpContext) {
    return playlistTracks(idParam(ctx), await readPage(ctx.request, { perPage: 30 }), viewerOf(ctx))
  }

  /** POST music/playlists: made in the active workspace (`workspaceId`), which the person's role must let them add to. */
  async store(ctx: HttpContext) {
    const workspace = await activeWorkspaceOf(ctx)
    if (!workspace.canManage) throw forbidden('Your role in this workspace does not allow that.')
    const input = await ctx.request.validateUsing(createPlaylistValidator)
    const viewer = signedInViewer(ctx)
    const id = await actions.createPlaylist(viewer, input, workspaceColumn(workspace))
    ctx.response.status(201)
    return playlistPage(id, viewer)
  }

  async update(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(updatePlaylistValidator)
    const viewer = signedInViewer(ctx)
    await actions.updatePlaylist(idParam(ctx), viewer, input)
    return playlistPage(idParam(ctx), viewer)
  }

  async destroy(ctx: HttpContext) {
    await actions.deletePlaylist(idParam(ctx), signedInViewer(ctx))
    return ctx.response.noContent()
  }

  async addTracks(ctx: HttpContext) {
    const { track_ids: trackIds } = await ctx.request.validateUsing(playlistTracksValidator)
    const added = await actions.addTracks(idParam(ctx), signedInViewer(ctx), trackIds)
    return { added }
  }

  async removeTracks(ctx: HttpContext) {
    const { track_ids: trackIds } = await ctx.request.validateUsing(playlistTracksValidator)
    const removed = await actions.removeTracks(idParam(ctx), signedInViewer(ctx), trackIds)
    return { removed }
  }

  async moveTrack(ctx: HttpContext) {
    const { track_id: trackId, position } = await ctx.request.validateUsing(moveTrackValidator)
    await actions.moveTrack(idParam(ctx), signedInViewer(ctx), trackId, position)
    return ctx.response.noContent()
  }

  async addCollaborator(ctx: HttpContext) {
    const { user_id: userId } = await ctx.request.validateUsing(collaboratorValidator)
    await actions.addCollaborator(idParam(ctx), signedInViewer(ctx), userId)
    return ctx.response.noContent()
  }

  async removeCollaborator(ctx: HttpContext) {
    await actions.removeCollaborator(idParam(ctx), signedInViewer(ctx), idParam(ctx, 'userId'))
    return ctx.response.noContent()
  }
}
