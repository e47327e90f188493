import { useState } from 'react'
import CalendarClock from 'lucide-react/icons/calendar-clock'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { EmptyState } from '@web/ui/empty_state.js'
import { Skeleton } from '@web/ui/skeleton.js'
import type { ScheduleRun } from '../../shared/log_types.js'
import { fullTime, timeAgo } from '../shared/format_time.js'
import { scheduleRunPageQuery } from '../shared/log_api.js'
import { LogFilterBar, LogFilterSelect } from '../shared/log_filters.js'
import { LogTable } from '../shared/log_table.js'
import { StatusBadge } from '../shared/status_badge.js'

/** The schedule tab: every run of a scheduled job, newest first, by schedule and outcome. */
export function ScheduleLogList() {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const [filters, setFilters] = useState({ page: 1, schedule: '', outcome: '' })
  const { data, isPlaceholderData } = usePageQuery(scheduleRunPageQuery(api, filters))
  const filtering = filters.schedule !== '' || filters.outcome !== ''
  const outcomes = [
    { id: 'completed', label: trans('Completed') },
    { id: 'failed', label: trans('Failed') },
    { id: 'retrying', label: trans('Retrying') },
  ]

  return (
    <>
      <LogFilterBar>
        <LogFilterSelect
          label={trans('Job')}
          value={filters.schedule}
          choices={(data?.schedules ?? []).map((schedule) => ({ id: schedule, label: schedule }))}
          onChange={(schedule) => setFilters({ ...filters, schedule, page: 1 })}
        />
        <LogFilterSelect
          label={trans('Outcome')}
          value={filters.outcome}
          choices={outcomes}
          onChange={(outcome) => setFilters({ ...filters, outcome, page: 1 })}
        />
      </LogFilterBar>
      {!data ? (
        <Skeleton className="h-96" />
      ) : data.total === 0 ? (
        <EmptyState
          icon={<CalendarClock />}
          message={
            filtering
              ? trans('There are no items matching your query')
              : trans('Scheduled jobs have not run yet. Their runs appear here.')
          }
        />
      ) : (
        <LogTable
          columns={[
            { label: trans('Job') },
            { label: trans('Outcome') },
            { label: trans('Duration'), align: 'end' },
            { label: trans('Started'), align: 'end' },
          ]}
          page={data}
          isStale={isPlaceholderData}
          onPage={(page) => setFilters({ ...filters, page })}
        >
          {data.data.map((run) => (
            <ScheduleRunRow key={run.id} run={run} />
          ))}
        </LogTable>
      )}
    </>
  )
}

function ScheduleRunRow({ run }: { run: ScheduleRun }) {
  const trans = useTrans()
  const outcome = {
    completed: { label: trans('Completed'), tone: 'positive' },
    failed: { label: trans('Failed'), tone: 'danger' },
    retrying: { label: trans('Retrying'), tone: 'warning' },
  } as const
  return (
    <tr>
      <td className="px-4 py-2.5">
        <span className="font-mono text-xs">{run.schedule}</span>
        {run.error && (
          <span className="mt-0.5 block max-w-[min(32rem,48vw)] truncate text-xs text-danger" title={run.error}>
            {run.error}
          </span>
        )}
      </td>
      <td className="px-4 py-2.5 whitespace-nowrap">
        <StatusBadge tone={outcome[run.outcome].tone}>{outcome[run.outcome].label}</StatusBadge>
      </td>
      <td className="px-4 py-2.5 text-right whitespace-nowrap text-muted tabular-nums">
        {formatDuration(run.duration_ms)}
      </td>
      <td className="px-4 py-2.5 text-right whitespace-nowrap text-muted tabular-nums" title={fullTime(run.started_at)}>
        {timeAgo(run.started_at)}
      </td>
    </tr>
  )
}

/** 850 ms, 12.4 s, 3 min 5 s. */
export function formatDuration(ms: number) {
  if (ms < 1000) return `${ms} ms`
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`
  return `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`
}
