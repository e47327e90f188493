import { useQuery } from '@tanstack/react-query'
import CalendarClock from 'lucide-react/icons/calendar-clock'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { DataTable } from '@web/ui/data_table/data_table.js'
import { valueOptions } from '@web/ui/data_table/filter_bar.js'
import type { DataTableColumn } from '@web/ui/data_table/types.js'
import type { ScheduleRun } from '../../shared/log_types.js'
import { LogTime } from '../shared/log_time.js'
import { SCHEDULE_LIST_ENDPOINT, scheduleFacetsQuery } from '../shared/log_api.js'
import { Badge } from '@web/ui/badge.js'

/**
 * The schedule tab: every run of a scheduled job, newest first (or slowest
 * first), by schedule and outcome, in the address like every admin list.
 */
export function ScheduleLogList() {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const facets = useQuery(scheduleFacetsQuery(api)).data
  const outcomes = {
    completed: { label: trans('Completed'), tone: 'positive' },
    failed: { label: trans('Failed'), tone: 'danger' },
    retrying: { label: trans('Retrying'), tone: 'primary' },
  } as const

  const columns: DataTableColumn<ScheduleRun>[] = [
    {
      id: 'job',
      label: trans('Job'),
      isRowHeader: true,
      cell: (run) => (
        <>
          <span className="font-mono text-xs">{run.schedule}</span>
          {run.error && (
            <span className="mt-0.5 block max-w-[min(32rem,48vw)] truncate text-xs text-danger" title={run.error}>
              {run.error}
            </span>
          )}
        </>
      ),
    },
    {
      id: 'outcome',
      label: trans('Outcome'),
      className: 'w-32',
      cell: (run) => <Badge tone={outcomes[run.outcome].tone}>{outcomes[run.outcome].label}</Badge>,
    },
    {
      id: 'duration',
      label: trans('Duration'),
      sort: 'duration',
      align: 'end',
      className: 'w-32',
      cell: (run) => <span className="whitespace-nowrap text-muted">{formatDuration(run.duration_ms)}</span>,
    },
    {
      id: 'started',
      label: trans('Started'),
      sort: 'time',
      align: 'end',
      className: 'w-36',
      cell: (run) => <LogTime at={run.started_at} />,
    },
  ]

  return (
    <DataTable
      id="logs.schedule"
      label={trans('Schedule')}
      endpoint={SCHEDULE_LIST_ENDPOINT}
      defaultSort={{ sort: 'time', order: 'desc' }}
      columns={columns}
      filters={[
        {
          kind: 'select',
          param: 'schedule',
          label: trans('Job'),
          options: valueOptions(facets?.schedules),
        },
        {
          kind: 'select',
          param: 'outcome',
          label: trans('Outcome'),
          options: Object.entries(outcomes).map(([value, outcome]) => ({ value, label: outcome.label })),
        },
      ]}
      emptyMessage={trans('Scheduled jobs have not run yet. Their runs appear here.')}
      emptyIcon={<CalendarClock />}
    />
  )
}

/** 850 ms, 12.4 s, 3 min 5 s. */
function formatDuration(ms: number) {
  if (ms < 1000) return `${ms} ms`
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`
  return `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`
}
