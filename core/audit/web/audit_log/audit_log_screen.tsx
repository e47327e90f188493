import { useId, useState } from 'react'
import ChevronLeft from 'lucide-react/icons/chevron-left'
import ChevronRight from 'lucide-react/icons/chevron-right'
import History from 'lucide-react/icons/history'
import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { Button, IconButton } from '@web/ui/button.js'
import { cx } from '@web/ui/cx.js'
import { EmptyState } from '@web/ui/empty_state.js'
import { inputBoxClasses, inputSizeClasses } from '@web/ui/field.js'
import { PageHeader } from '@web/ui/page_header.js'
import { Select, SelectItem } from '@web/ui/select.js'
import { Skeleton } from '@web/ui/skeleton.js'
import type { AuditEntry } from '../../shared/audit_types.js'
import { AuditDiff } from './audit_diff_view.js'
import { AUDIT_FILTER_NAMES, auditFacetsQuery, auditPageQuery, type AuditFilters } from './audit_log_api.js'

const ANY = '*'
const fullTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/**
 * /admin/audit-log: every admin write, newest first, filtered by who, what
 * and when (the filters live in the address, so a filtered view can be
 * shared); each row opens onto the fields it changed, before and after.
 */
export default function AuditLogScreen() {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const [params, setParams] = useSearchParams()
  const filters: AuditFilters = Object.fromEntries(
    AUDIT_FILTER_NAMES.flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : []))
  )
  const page = Math.max(1, Number(params.get('page')) || 1)
  const { data, isPlaceholderData } = usePageQuery(auditPageQuery(api, page, filters))
  const facets = useQuery(auditFacetsQuery(api)).data
  useDocumentTitle(trans('Audit log'))

  const setFilter = (name: keyof AuditFilters | 'page', value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current)
      if (value) next.set(name, value)
      else next.delete(name)
      if (name !== 'page') next.delete('page')
      return next
    })
  const filtered = AUDIT_FILTER_NAMES.some((name) => filters[name])

  return (
    <>
      <PageHeader
        title={trans('Audit log')}
        description={trans('Who changed what in the admin area, with each change before and after.')}
      />
      <div
        role="group"
        aria-label={trans('Filters')}
        className="mb-4 grid grid-cols-2 items-end gap-3 md:grid-cols-[repeat(3,minmax(0,1fr))_auto_auto_auto]"
      >
        <FilterSelect
          label={trans('Person')}
          value={filters.userId}
          options={(facets?.actors ?? []).map((actor) => ({ id: String(actor.id), label: actor.name }))}
          onChange={(value) => setFilter('userId', value)}
        />
        <FilterSelect
          label={trans('Action')}
          value={filters.action}
          options={(facets?.actions ?? []).map((action) => ({ id: action, label: action }))}
          onChange={(value) => setFilter('action', value)}
        />
        <FilterSelect
          label={trans('Subject type')}
          value={filters.subjectType}
          options={(facets?.subject_types ?? []).map((type) => ({ id: type, label: type }))}
          onChange={(value) => setFilter('subjectType', value)}
        />
        <DateFilter label={trans('From')} value={filters.from} onChange={(value) => setFilter('from', value)} />
        <DateFilter label={trans('To')} value={filters.to} onChange={(value) => setFilter('to', value)} />
        <Button
          variant="ghost"
          size="sm"
          className="h-9"
          isDisabled={!filtered}
          onPress={() => setParams(new URLSearchParams())}
        >
          {trans('Clear filters')}
        </Button>
      </div>
      {!data ? (
        <Skeleton className="h-96" />
      ) : data.total === 0 ? (
        <EmptyState
          icon={<History />}
          message={
            filtered
              ? trans('There are no items matching your query')
              : trans('Nothing has been changed in the admin area yet.')
          }
        />
      ) : (
        <div className="overflow-hidden rounded-base border border-divider bg-paper">
          <ul className={cx('divide-y divide-divider', isPlaceholderData && 'opacity-60')}>
            {data.data.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </ul>
          <footer className="flex items-center justify-between gap-4 border-t border-divider px-4 py-2 text-xs text-muted">
            <span className="tabular-nums">
              {trans(':from–:to of :total', {
                from: (data.current_page - 1) * data.per_page + 1,
                to: (data.current_page - 1) * data.per_page + data.data.length,
                total: data.total,
              })}
            </span>
            <div className="flex gap-1">
              <IconButton
                aria-label={trans('Previous page')}
                size="xs"
                isDisabled={page <= 1}
                onPress={() => setFilter('page', String(page - 1))}
              >
                <ChevronLeft />
              </IconButton>
              <IconButton
                aria-label={trans('Next page')}
                size="xs"
                isDisabled={page >= data.last_page}
                onPress={() => setFilter('page', String(page + 1))}
              >
                <ChevronRight />
              </IconButton>
            </div>
          </footer>
        </div>
      )}
    </>
  )
}

/** One write: who, what, on which subject, when; opens onto its before/after. */
function AuditRow({ entry }: { entry: AuditEntry }) {
  const trans = useTrans()
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const who = entry.user?.name ?? (entry.user_id ? trans('Deleted account #:id', { id: entry.user_id }) : trans('System'))
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="grid w-full cursor-default grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-1 px-4 py-3 text-left text-sm outline-none transition-colors hover:bg-main/4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary md:grid-cols-[auto_minmax(0,12rem)_minmax(0,1fr)_auto_auto]"
      >
        <ChevronRight aria-hidden className={cx('size-4 text-muted transition-transform', open && 'rotate-90')} />
        <span className="truncate font-medium text-main" title={entry.user?.email}>
          {who}
        </span>
        <span className="col-start-2 flex min-w-0 items-center gap-2 md:col-start-auto">
          <span className="rounded-sm bg-primary/12 px-1.5 py-0.5 font-mono text-[11px] font-semibold whitespace-nowrap text-primary">
            {entry.action}
          </span>
          <span className="truncate text-muted">
            {entry.subject.type}
            {entry.subject.id !== null && <span className="tabular-nums"> #{entry.subject.id}</span>}
          </span>
        </span>
        <span className="hidden font-mono text-xs text-muted md:block">{entry.ip ?? ''}</span>
        <time
          dateTime={entry.created_at}
          className="col-start-3 row-start-1 text-right text-xs whitespace-nowrap text-muted tabular-nums md:col-start-auto"
        >
          {fullTime.format(new Date(entry.created_at))}
        </time>
      </button>
      {open && (
        <div id={panelId} className="border-t border-divider bg-background/60 px-4 py-4 md:pl-11">
          <AuditDiff before={entry.before} after={entry.after} />
        </div>
      )}
    </li>
  )
}

function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string
  value: string | undefined
  options: Array<{ id: string; label: string }>
  onChange: (value: string | null) => void
}) {
  const trans = useTrans()
  return (
    <Select
      label={label}
      size="sm"
      items={[{ id: ANY, label: trans('All') }, ...options]}
      selectedKey={value ?? ANY}
      onSelectionChange={(key) => onChange(key === ANY || key === null ? null : String(key))}
    >
      {(option) => (
        <SelectItem id={option.id} textValue={option.label}>
          {option.label}
        </SelectItem>
      )}
    </Select>
  )
}

/** A calendar day (the browser's own date input), as YYYY-MM-DD. */
function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string
  value: string | undefined
  onChange: (value: string | null) => void
}) {
  const id = useId()
  return (
    <div className="flex flex-col">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-main">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
        className={cx(inputBoxClasses, inputSizeClasses.sm, 'scheme-light dark:scheme-dark')}
      />
    </div>
  )
}
