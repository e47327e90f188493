import type { PluginRouter } from '#core/kernel/contract'
import { can, signedIn } from '#core/kernel/http/guards'
import { ADMIN_ACCESS } from '#core/accounts/permissions'
import { BACKSTAGE_REQUESTS_CREATE, MUSIC_UPDATE } from '../../permissions.js'
import { approveRequestValidator, backstageRequestValidator, denyRequestValidator } from './request_validators.js'
import { REQUESTS_LIST } from './requests_list.js'

const BackstageRequestsController = () => import('./controllers/backstage_requests_controller.js')
const AdminBackstageRequestsController = () => import('./controllers/admin_backstage_requests_controller.js')

const ID = /^[1-9]\d{0,9}$/

/**
 * Artist requests (spec section 2): people with backstageRequests.create
 * send and follow their own under music/backstage/requests; the admin's
 * backstage-requests screen (music.update) decides them under
 * music/admin/backstage-requests.
 */
export function backstageRoutes(router: PluginRouter) {
  router
    .group(() => {
      router.get('requests', [BackstageRequestsController, 'index']).as('requests.index').docs({ summary: 'My artist requests and the artists I manage' })
      router.post('requests', [BackstageRequestsController, 'store']).as('requests.store').docs({ summary: 'Ask to become, claim or verify an artist', body: backstageRequestValidator })
      router.get('requests/:id', [BackstageRequestsController, 'show']).as('requests.show')
      router.get('requests/:id/attachments/:entryId', [BackstageRequestsController, 'attachment']).where('entryId', ID).as('requests.attachment')
    })
    .prefix('backstage')
    .as('backstage')
    .where('id', ID)
    .use([signedIn(), can(BACKSTAGE_REQUESTS_CREATE)])

  router
    .group(() => {
      router.get('backstage-requests', [AdminBackstageRequestsController, 'index']).as('backstage_requests.index').docs({ summary: 'Artist requests', query: REQUESTS_LIST.validator })
      router.get('backstage-requests/:id', [AdminBackstageRequestsController, 'show']).as('backstage_requests.show')
      router.get('backstage-requests/:id/attachments/:entryId', [AdminBackstageRequestsController, 'attachment']).where('entryId', ID).as('backstage_requests.attachment')
      router.post('backstage-requests/:id/approve', [AdminBackstageRequestsController, 'approve']).as('backstage_requests.approve').docs({ summary: 'Approve an artist request', body: approveRequestValidator })
      router.post('backstage-requests/:id/deny', [AdminBackstageRequestsController, 'deny']).as('backstage_requests.deny').docs({ summary: 'Deny an artist request, with the reason', body: denyRequestValidator })
    })
    .prefix('admin')
    .as('admin')
    .where('id', ID)
    .use(can(ADMIN_ACCESS, MUSIC_UPDATE))
}
