import type { HttpContext } from '@adonisjs/core/http'
import { AUDIT_LIST } from '../audit_list.js'
import { auditEntry, auditFacets, filteredAuditEntries, presentAuditEntry } from '../queries/audit_log.js'

export default class AuditLogController {
  /** GET audit-log?query&sort&order&perPage&cursor&userId&action&subjectType&from&to: a keyset page, newest first. */
  async index({ request }: HttpContext) {
    const input = await request.validateUsing(AUDIT_LIST.validator, { data: request.qs() })
    return AUDIT_LIST.page(input, () => filteredAuditEntries(input), presentAuditEntry)
  }

  /** GET audit-log/:id: one entry with its before and after. */
  async show({ params, response }: HttpContext) {
    const entry = await auditEntry(Number(params.id))
    return entry ? { entry } : response.notFound({ message: 'There is no such entry in the audit log.' })
  }

  /** GET audit-log/facets: the actions, subject types and people the filters offer. */
  async facets() {
    return auditFacets()
  }
}
