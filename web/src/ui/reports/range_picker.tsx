import { lazy, Suspense } from 'react'
import { useTrans } from '@web/i18n/use_trans.js'
import { Select, SelectItem } from '@web/ui/select.js'
import { Skeleton } from '@web/ui/skeleton.js'
import type { ReportPeriod } from '../../../../core/kernel/shared/reports.js'
import type { ReportRange } from './report_range.js'

// The calendar and its date library (~25 KB) load only for a custom range.
const CustomRangeField = lazy(() => import('./custom_range_field.js'))

/**
 * DESIGN.md's range picker: the presets, or a custom first and last day.
 * Choosing "Custom range" starts from the period on screen.
 */
export function RangePicker({ range, shown, onChange }: { range: ReportRange; shown: ReportPeriod | null; onChange: (range: ReportRange) => void }) {
  const trans = useTrans()
  const custom = range.preset === 'custom' ? range : null
  const choices = [
    { id: '7d', label: trans('Last 7 days') },
    { id: '30d', label: trans('Last 30 days') },
    { id: '90d', label: trans('Last 90 days') },
    { id: '365d', label: trans('Last 12 months') },
    { id: 'custom', label: trans('Custom range') },
  ]
  return (
    <div className="flex flex-wrap items-start gap-2">
      <Select
        aria-label={trans('Range')}
        size="sm"
        className="w-44"
        selectedKey={range.preset}
        onSelectionChange={(key) => {
          if (key === 'custom') onChange({ preset: 'custom', ...(shown ?? lastDays(30)) })
          else if (key) onChange({ preset: key as Exclude<ReportRange['preset'], 'custom'> })
        }}
      >
        {choices.map((choice) => (
          <SelectItem key={choice.id} id={choice.id}>
            {choice.label}
          </SelectItem>
        ))}
      </Select>
      {custom && (
        <Suspense fallback={<Skeleton className="h-9 w-64" />}>
          <CustomRangeField period={custom} onChange={(period) => onChange({ preset: 'custom', ...period })} />
        </Suspense>
      )}
    </div>
  )
}

/** The last `count` UTC days, today included. */
function lastDays(count: number): ReportPeriod {
  const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10)
  return { start: day(count - 1), end: day(0) }
}
