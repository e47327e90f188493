import { parseDate, today } from '@internationalized/date'
import { useTrans } from '@web/i18n/use_trans.js'
import { DateRangePicker } from '@web/ui/date_range_picker.js'
import { MAX_REPORT_DAYS, type ReportPeriod } from '../../../../core/kernel/shared/reports.js'

/**
 * The first and last day of a custom range (at most MAX_REPORT_DAYS, not
 * after today: the server checks the same). Its own chunk, with the
 * calendar and its date library, loaded when "Custom range" is chosen.
 */
export default function CustomRangeField({ period, onChange }: { period: ReportPeriod; onChange: (period: ReportPeriod) => void }) {
  const trans = useTrans()
  // Reports count UTC days.
  const lastDay = today('UTC')
  return (
    <DateRangePicker
      aria-label={trans('Custom range')}
      value={{ start: parseDate(period.start), end: parseDate(period.end) }}
      maxValue={lastDay}
      validate={({ start, end }) => (end.compare(start) >= MAX_REPORT_DAYS ? trans('A report covers at most :count days.', { count: MAX_REPORT_DAYS }) : null)}
      onChange={(value) => {
        if (!value || value.end.compare(value.start) >= MAX_REPORT_DAYS || value.end.compare(lastDay) > 0) return
        onChange({ start: value.start.toString(), end: value.end.toString() })
      }}
    />
  )
}
