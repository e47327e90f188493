import type { HttpContext } from '@adonisjs/core/http'
import app from '@adonisjs/core/services/app'
import { AccessControl } from '#core/kernel/module_services'
import { MUSIC_UPDATE } from '../../permissions.js'
import type { IngestResponse, IngestStatusResponse } from '../../shared/ingest_types.js'
import { activeWorkspaceOf, workspaceColumn } from '../backstage/workspace_scope.js'
import { forbidden } from '../services/shared/errors.js'
import { ingestUploads } from './ingest_uploads.js'
import { processingStatuses } from './ingest_presenters.js'
import { ingestTracksValidator, processingStatusValidator } from './ingest_validators.js'

/** music/ingest: the upload screens turn uploaded files into draft tracks, then poll their processing. */
export default class IngestController {
  /** POST music/ingest/tracks {entryIds, artistId?, album?: {name?}} -> what became of each file; the tracks belong to the active workspace. */
  async store(ctx: HttpContext): Promise<IngestResponse> {
    const workspace = await activeWorkspaceOf(ctx)
    if (!workspace.canManage) throw forbidden('Your role in this workspace does not allow that.')
    const input = await ctx.request.validateUsing(ingestTracksValidator)
    const answer = await ingestUploads({ userId: ctx.auth.user!.id, workspaceId: workspaceColumn(workspace), ...input })
    ctx.response.status(answer.items.some((item) => item.outcome === 'created') ? 201 : 200)
    return answer
  }

  /** GET music/ingest/tracks?ids=1,2 -> the processing state of those of the tracks the viewer uploaded. */
  async status(ctx: HttpContext): Promise<IngestStatusResponse> {
    // The query string parser already splits "1,2,3" into a list; the validator reads the text the client sent.
    const raw: unknown = ctx.request.qs().ids
    const { ids } = await processingStatusValidator.validate({ ids: Array.isArray(raw) ? raw.join(',') : raw })
    const userId = ctx.auth.user!.id as number
    const grants = await (await app.container.make(AccessControl)).grantsOf(userId)
    return { tracks: await processingStatuses(ids, grants(MUSIC_UPDATE) ? null : userId) }
  }
}
