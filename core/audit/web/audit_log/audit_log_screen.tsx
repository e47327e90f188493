import { useParams } from 'react-router'
import { routeNotFound } from '@web/kernel/route_loader.js'
import { AuditEntryView } from './audit_entry_view.js'
import { AuditLogList } from './audit_log_list.js'

/** /admin/audit-log and /admin/audit-log/:id: the log, and one entry's change before and after. */
export default function AuditLogScreen() {
  const subPath = useParams()['*'] ?? ''
  if (subPath === '') return <AuditLogList />
  if (/^[1-9]\d{0,18}$/.test(subPath)) return <AuditEntryView key={subPath} id={Number(subPath)} />
  throw routeNotFound()
}
