import ArrowDownRight from 'lucide-react/icons/arrow-down-right'
import ArrowUpRight from 'lucide-react/icons/arrow-up-right'
import { Radio, RadioGroup } from 'react-aria-components'
import { useTrans } from '@web/i18n/use_trans.js'
import { cx } from '@web/ui/cx.js'
import type { ReportMetric } from '../../../../core/kernel/shared/reports.js'
import { changeOf, formatChange, formatCount, formatExact } from './format.js'

/**
 * The headline numbers of the range, each with its change against the
 * previous period (green up, red down). They double as the chart's switch:
 * the selected card's series is the one drawn below (a radio group, so
 * arrow keys move between them).
 */
export function MetricCards({
  metrics,
  selected,
  onSelect,
}: {
  metrics: ReportMetric[]
  selected: string
  onSelect: (key: string) => void
}) {
  const trans = useTrans()
  return (
    <RadioGroup
      aria-label={trans('Chart')}
      value={selected}
      onChange={onSelect}
      orientation="horizontal"
      className="grid gap-px overflow-hidden border-b border-divider bg-divider"
      // One column per metric: a report's few headline numbers share the row.
      style={{ gridTemplateColumns: `repeat(${Math.max(1, metrics.length)}, minmax(0, 1fr))` }}
    >
      {metrics.map((metric) => (
        <Radio
          key={metric.key}
          value={metric.key}
          data-testid={`metric-${metric.key}`}
          className={cx(
            'relative cursor-default bg-paper px-5 py-4 outline-none transition-colors',
            'hover:bg-chip/40 data-focus-visible:z-10 data-focus-visible:outline-2 data-focus-visible:outline-solid data-focus-visible:-outline-offset-2 data-focus-visible:outline-primary',
            'after:absolute after:inset-x-0 after:top-0 after:h-0.5 after:bg-transparent data-selected:after:bg-primary'
          )}
        >
          <span className="block text-sm font-medium text-muted">{trans(metric.label)}</span>
          <span className="mt-1 flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="text-2xl font-semibold tabular-nums" title={formatExact(metric.value)} data-testid="metric-value">
              {formatCount(metric.value)}
            </span>
            <Change metric={metric} />
          </span>
          <span className="mt-1 block text-xs text-muted tabular-nums">
            {trans('Previous period: :count', { count: formatExact(metric.previous) })}
          </span>
        </Radio>
      ))}
    </RadioGroup>
  )
}

function Change({ metric }: { metric: ReportMetric }) {
  const change = changeOf(metric.value, metric.previous)
  if (change === null) return null
  const up = change >= 0
  const Arrow = up ? ArrowUpRight : ArrowDownRight
  return (
    <span
      data-testid="metric-change"
      className={cx(
        'inline-flex items-center gap-0.5 rounded-full px-1.5 py-0.5 text-xs font-semibold tabular-nums',
        up ? 'bg-positive/12 text-positive' : 'bg-danger/12 text-danger'
      )}
    >
      <Arrow aria-hidden className="size-3.5" />
      {formatChange(change)}
    </span>
  )
}
