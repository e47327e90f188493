import { useQuery } from '@tanstack/react-query'
import History from 'lucide-react/icons/history'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { DataTable } from '@web/ui/data_table/data_table.js'
import { valueOptions } from '@web/ui/data_table/filter_bar.js'
import type { DataTableColumn } from '@web/ui/data_table/types.js'
import { PageHeader } from '@web/ui/page_header.js'
import type { AuditEntry } from '../../shared/audit_types.js'
import { AUDIT_LIST_ENDPOINT, auditFacetsQuery } from './audit_log_api.js'
import { AuditAction, auditTime, AuditWho } from './audit_who.js'

/**
 * /admin/audit-log: every admin write, newest first, filtered by who, what
 * and when (in the address, so a filtered view is a link); a row opens the
 * entry with the fields it changed, before and after.
 */
export function AuditLogList() {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const facets = useQuery(auditFacetsQuery(api)).data
  useDocumentTitle(trans('Audit log'))

  const columns: DataTableColumn<AuditEntry>[] = [
    { id: 'who', label: trans('Person'), isRowHeader: true, cell: (entry) => <AuditWho entry={entry} /> },
    { id: 'action', label: trans('Action'), cell: (entry) => <AuditAction action={entry.action} /> },
    {
      id: 'subject',
      label: trans('Subject'),
      cell: (entry) => (
        <span className="text-muted">
          {entry.subject.type}
          {entry.subject.id !== null && <span className="tabular-nums"> #{entry.subject.id}</span>}
        </span>
      ),
    },
    { id: 'ip', label: trans('Address'), hiddenByDefault: true, cell: (entry) => <span className="font-mono text-xs text-muted">{entry.ip ?? '—'}</span> },
    {
      id: 'time',
      label: trans('Time'),
      sort: 'time',
      align: 'end',
      cell: (entry) => <time dateTime={entry.created_at}>{auditTime.format(new Date(entry.created_at))}</time>,
    },
  ]

  return (
    <>
      <PageHeader
        title={trans('Audit log')}
        description={trans('Who changed what in the admin area, with each change before and after.')}
      />
      <DataTable
        id="audit.log"
        label={trans('Audit log')}
        endpoint={AUDIT_LIST_ENDPOINT}
        defaultSort={{ sort: 'time', order: 'desc' }}
        columns={columns}
        filters={[
          {
            kind: 'select',
            param: 'userId',
            label: trans('Person'),
            options: (facets?.actors ?? []).map((actor) => ({ value: String(actor.id), label: actor.name })),
          },
          {
            kind: 'select',
            param: 'action',
            label: trans('Action'),
            options: valueOptions(facets?.actions),
          },
          {
            kind: 'select',
            param: 'subjectType',
            label: trans('Subject type'),
            options: valueOptions(facets?.subject_types),
          },
          { kind: 'dateRange', label: trans('Days'), from: 'from', to: 'to' },
        ]}
        rowHref={(entry) => `/admin/audit-log/${entry.id}`}
        emptyMessage={trans('Nothing has been changed in the admin area yet.')}
        emptyIcon={<History />}
      />
    </>
  )
}
