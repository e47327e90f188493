import ChartLine from 'lucide-react/icons/chart-line'
import TriangleAlert from 'lucide-react/icons/triangle-alert'
import { useQuery } from '@tanstack/react-query'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { Button } from '@web/ui/button.js'
import { cx } from '@web/ui/cx.js'
import { EmptyState } from '@web/ui/empty_state.js'
import { ReportBody, ReportSkeleton } from '@web/ui/reports/report_body.js'
import type { ReportRange } from '@web/ui/reports/report_range.js'
import { reportQuery } from './reports_api.js'

/**
 * One tab of the report index over a range: its headline numbers against
 * the previous period, the selected one per day as a chart (or a table),
 * then its rankings. While another range loads, the last one stays on
 * screen, dimmed.
 */
export function ReportView({ name, range }: { name: string; range: ReportRange }) {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const { data, error, isPlaceholderData, refetch, isRefetching } = useQuery(reportQuery(api, name, range))

  if (error && !data)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-4 rounded-base border border-danger/40 bg-danger/5 px-5 py-4">
        <TriangleAlert aria-hidden className="size-5 shrink-0 text-danger" />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold">{trans('This report could not be loaded.')}</p>
          <p className="text-sm text-muted">{error.message}</p>
        </div>
        <Button variant="secondary" size="sm" onPress={() => refetch()} isPending={isRefetching}>
          {trans('Try again')}
        </Button>
      </div>
    )
  if (!data) return <ReportSkeleton />

  const empty = data.metrics.every((metric) => metric.value === 0 && metric.previous === 0)
  return (
    <div className={cx('flex flex-col gap-4 transition-opacity', isPlaceholderData && 'opacity-60')} aria-busy={isPlaceholderData}>
      {empty ? (
        <EmptyState icon={<ChartLine />} message={trans('Nothing to report for this range yet: numbers appear within ten minutes of the first :report.', { report: trans(data.report.label).toLowerCase() })} />
      ) : (
        <ReportBody report={data} />
      )}
    </div>
  )
}
