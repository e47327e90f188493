import { useTrans } from '@web/i18n/use_trans.js'
import type { AuditEntry } from '../../shared/audit_types.js'

/** Who acted: their name, a deleted account by its id, or the system (a command). */
export function AuditWho({ entry }: { entry: AuditEntry }) {
  const trans = useTrans()
  if (entry.user)
    return (
      <span className="block max-w-48 truncate font-medium text-main" title={entry.user.email}>
        {entry.user.name}
      </span>
    )
  return (
    <span className="text-muted">
      {entry.user_id ? trans('Deleted account #:id', { id: entry.user_id }) : trans('System')}
    </span>
  )
}

/** The action as a quiet badge, in the log's own words ('custom_page.updated'). */
export function AuditAction({ action }: { action: string }) {
  return (
    <span className="rounded-sm bg-primary/12 px-1.5 py-0.5 font-mono text-[11px] font-semibold whitespace-nowrap text-primary">
      {action}
    </span>
  )
}

export const auditTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })
