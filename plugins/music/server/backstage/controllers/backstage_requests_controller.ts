import type { HttpContext } from '@adonisjs/core/http'
import BackstageRequest from '../../models/backstage_request.js'
import type { BackstageRequest as BackstageRequestPayload, MyBackstageRequests } from '../../../shared/backstage_types.js'
import { managedArtistIds } from '../artist_ownership.js'
import { presentRequests, requestArtists } from '../request_presenter.js'
import { backstageRequestValidator } from '../request_validators.js'
import { submitRequest } from '../submit_request.js'
import { sendAttachment } from '../request_attachments.js'

/** How many of their own requests a person's backstage lists: the newest. */
const OWN_REQUESTS_SHOWN = 50

/** A person's own artist requests (backstageRequests.create and an account, checked by the routes). */
export default class BackstageRequestsController {
  /** GET backstage/requests: the person's requests, newest first, and the artists they manage. */
  async index({ auth }: HttpContext): Promise<MyBackstageRequests> {
    const userId = auth.user!.id as number
    const requests = await BackstageRequest.query().where('user_id', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(OWN_REQUESTS_SHOWN)
    const managed = await requestArtists(await managedArtistIds(userId))
    return { data: await presentRequests(requests), managed_artists: [...managed.values()] }
  }

  /** GET backstage/requests/{id}: one of the person's own requests (someone else's is not found). */
  async show({ auth, params }: HttpContext): Promise<{ request: BackstageRequestPayload }> {
    const request = await BackstageRequest.query().where('id', params.id).where('user_id', auth.user!.id).firstOrFail()
    const [payload] = await presentRequests([request])
    return { request: payload }
  }

  /** GET backstage/requests/{id}/attachments/{entryId}: a proof file of one's own request, as a download. */
  async attachment(ctx: HttpContext) {
    const request = await BackstageRequest.query().where('id', ctx.params.id).where('user_id', ctx.auth.user!.id).firstOrFail()
    return sendAttachment(ctx, request, Number(ctx.params.entryId))
  }

  /** POST backstage/requests: sends a request (201); 409 while the same one is pending. */
  async store({ auth, request, response }: HttpContext) {
    const input = await request.validateUsing(backstageRequestValidator)
    const stored = await submitRequest(auth.user!.id as number, input)
    const [payload] = await presentRequests([stored])
    return response.created({ request: payload })
  }
}
