import type { HttpContext } from '@adonisjs/core/http'
import { auditListValidator } from '../validators/audit_list_validator.js'
import { auditFacets, auditPage } from '../queries/audit_log.js'

export default class AuditLogController {
  /** GET audit-log?page&perPage&userId&action&subjectType&subjectId&from&to: entries, newest first. */
  async index({ request }: HttpContext) {
    const { page = 1, perPage = 25, ...filters } = await request.validateUsing(auditListValidator, { data: request.qs() })
    return auditPage({ page, perPage, ...filters })
  }

  /** GET audit-log/facets: the actions and subject types the filters offer. */
  async facets() {
    return auditFacets()
  }
}
