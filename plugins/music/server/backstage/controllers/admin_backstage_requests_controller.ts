import type { HttpContext } from '@adonisjs/core/http'
import BackstageRequest from '../../models/backstage_request.js'
import type { AdminBackstageRequest } from '../../../shared/backstage_types.js'
import { approveRequest, denyRequest } from '../decide_request.js'
import { presentForAdmin } from '../request_presenter.js'
import { sendAttachment } from '../request_attachments.js'
import { approveRequestValidator, denyRequestValidator } from '../request_validators.js'
import { REQUESTS_LIST } from '../requests_list.js'
import { filteredRequests, presentRequestRow } from '../requests_query.js'

/** The admin's backstage requests (admin.access and music.update, checked by the routes). */
export default class AdminBackstageRequestsController {
  /** GET admin/backstage-requests: a page of the list. */
  async index({ request }: HttpContext) {
    const input = await request.validateUsing(REQUESTS_LIST.validator, { data: request.qs() })
    return REQUESTS_LIST.page(input, () => filteredRequests(input), presentRequestRow)
  }

  /** GET admin/backstage-requests/{id}: the request, its sender and who decided. */
  async show({ params }: HttpContext): Promise<{ request: AdminBackstageRequest }> {
    return { request: await presentForAdmin(await BackstageRequest.findOrFail(params.id)) }
  }

  /** GET admin/backstage-requests/{id}/attachments/{entryId}: a proof file of the request, as a download. */
  async attachment(ctx: HttpContext) {
    return sendAttachment(ctx, await BackstageRequest.findOrFail(ctx.params.id), Number(ctx.params.entryId))
  }

  /** POST admin/backstage-requests/{id}/approve {reason?}: approves it (409 once decided). */
  async approve({ auth, params, request }: HttpContext): Promise<{ request: AdminBackstageRequest }> {
    const { reason } = await request.validateUsing(approveRequestValidator)
    return { request: await presentForAdmin(await approveRequest(Number(params.id), auth.user!.id as number, reason || null)) }
  }

  /** POST admin/backstage-requests/{id}/deny {reason}: denies it with the reason the person is told (409 once decided). */
  async deny({ auth, params, request }: HttpContext): Promise<{ request: AdminBackstageRequest }> {
    const { reason } = await request.validateUsing(denyRequestValidator)
    return { request: await presentForAdmin(await denyRequest(Number(params.id), auth.user!.id as number, reason)) }
  }
}
