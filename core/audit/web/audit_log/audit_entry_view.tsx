import type { ReactNode } from 'react'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { ButtonLink } from '@web/ui/button.js'
import { PageHeader } from '@web/ui/page_header.js'
import { Skeleton } from '@web/ui/skeleton.js'
import type { AuditEntry } from '../../shared/audit_types.js'
import { AuditDiff } from './audit_diff_view.js'
import { auditEntryQuery } from './audit_log_api.js'
import { AuditAction, auditTime, AuditWho } from './audit_who.js'

/** /admin/audit-log/:id: who did what, when and from where, and the fields it changed. */
export function AuditEntryView({ id }: { id: number }) {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const { data: entry } = usePageQuery(auditEntryQuery(api, id))
  useDocumentTitle(entry && subjectOf(entry))

  return (
    <>
      <PageHeader
        title={entry ? subjectOf(entry) : trans('Audit log')}
        description={
          <ButtonLink href="/admin/audit-log" variant="ghost" size="xs" className="-ml-2">
            <ArrowLeft aria-hidden className="size-3.5" />
            {trans('Audit log')}
          </ButtonLink>
        }
      />
      {!entry ? (
        <Skeleton className="h-72" />
      ) : (
        <div className="flex flex-col gap-6">
          <dl className="grid grid-cols-2 gap-4 rounded-base border border-divider bg-paper p-5 text-sm md:grid-cols-4">
            <Fact label={trans('Action')}>
              <AuditAction action={entry.action} />
            </Fact>
            <Fact label={trans('Person')}>
              <AuditWho entry={entry} />
            </Fact>
            <Fact label={trans('Time')}>
              <time dateTime={entry.created_at}>{auditTime.format(new Date(entry.created_at))}</time>
            </Fact>
            <Fact label={trans('Address')}>
              <span className="font-mono text-xs">{entry.ip ?? '—'}</span>
            </Fact>
          </dl>
          <section className="rounded-base border border-divider bg-paper p-5">
            <div className="mb-4 hidden grid-cols-[12rem_1fr_1fr] gap-3 text-xs font-medium text-muted md:grid">
              <span>{trans('Field')}</span>
              <span>{trans('Before')}</span>
              <span>{trans('After')}</span>
            </div>
            <AuditDiff before={entry.before} after={entry.after} />
          </section>
        </div>
      )}
    </>
  )
}

/** 'custom_page #4', or the type alone for a subject without an id (the settings). */
function subjectOf(entry: AuditEntry) {
  return entry.subject.id === null ? entry.subject.type : `${entry.subject.type} #${entry.subject.id}`
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="mb-1 text-xs text-muted">{label}</dt>
      <dd className="truncate text-main">{children}</dd>
    </div>
  )
}
