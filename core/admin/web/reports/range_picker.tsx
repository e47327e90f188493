import { parseDate, today } from '@internationalized/date'
import { useTrans } from '@web/i18n/use_trans.js'
import { DateRangePicker } from '@web/ui/date_range_picker.js'
import { Select, SelectItem } from '@web/ui/select.js'
import { MAX_REPORT_DAYS, type ReportPeriod } from '../../../kernel/shared/reports.js'
import type { ReportRange } from './report_range.js'

/**
 * DESIGN.md's range picker: the presets, or a custom first and last day
 * (at most MAX_REPORT_DAYS, not after today: the server checks the same).
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
          if (key === 'custom') {
            const period = shown ?? { start: todayInUtc().subtract({ days: 29 }).toString(), end: todayInUtc().toString() }
            onChange({ preset: 'custom', start: period.start, end: period.end })
          } else if (key) onChange({ preset: key as Exclude<ReportRange['preset'], 'custom'> })
        }}
      >
        {choices.map((choice) => (
          <SelectItem key={choice.id} id={choice.id}>
            {choice.label}
          </SelectItem>
        ))}
      </Select>
      {custom && (
        <DateRangePicker
          aria-label={trans('Custom range')}
          value={{ start: parseDate(custom.start), end: parseDate(custom.end) }}
          maxValue={todayInUtc()}
          validate={({ start, end }) =>
            end.compare(start) >= MAX_REPORT_DAYS ? trans('A report covers at most :count days.', { count: MAX_REPORT_DAYS }) : null
          }
          onChange={(value) => {
            if (!value || value.end.compare(value.start) >= MAX_REPORT_DAYS || value.end.compare(todayInUtc()) > 0) return
            onChange({ preset: 'custom', start: value.start.toString(), end: value.end.toString() })
          }}
        />
      )}
    </div>
  )
}

/** Reports count UTC days. */
function todayInUtc() {
  return today('UTC')
}
