import { useCallback, useId, useMemo, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { useTrans } from '@web/i18n/use_trans.js'
import type { ReportBucket, ReportInterval, ReportSeries } from '../../../../core/kernel/shared/reports.js'
import { formatBucket, formatBucketStart, formatCount, formatExact } from './format.js'

const HEIGHT = 260
const PAD = { left: 48, right: 16, top: 16, bottom: 30 }
const Y_TICKS = 4
/** At most this many dates under the x axis. */
const X_LABELS = 6

/**
 * The selected metric per point (a day, a week or a month: the answer's
 * interval) in the primary colour, filled, over the previous period's
 * (dashed, muted), drawn in SVG at the width it is given: no chart library
 * for two lines. Pointer or arrow keys pick a point, whose numbers and days
 * show in a tooltip and are read out by screen readers.
 */
export function LineChart({ buckets, interval, series }: { buckets: ReportBucket[]; interval: ReportInterval; series: ReportSeries }) {
  const trans = useTrans()
  const [width, setWidth] = useState(0)
  const [active, setActive] = useState<number | null>(null)
  // An id usable in url(#...): React's ids carry characters CSS would need escaped.
  const gradient = `chart-${useId().replace(/[^\w-]/g, '')}`
  const measure = useCallback((element: HTMLDivElement | null) => {
    if (!element) return
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width)))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  const geometry = useMemo(() => chartGeometry(width, series), [width, series])
  const days = buckets.map((bucket) => bucket.current.start)
  const withYear = days.length > 0 && days[0].slice(0, 4) !== days[days.length - 1].slice(0, 4)
  const pointsLabel = {
    day: trans(':metric per day. Use the arrow keys to read each day.', { metric: trans(series.label) }),
    week: trans(':metric per week. Use the arrow keys to read each week.', { metric: trans(series.label) }),
    month: trans(':metric per month. Use the arrow keys to read each month.', { metric: trans(series.label) }),
  }

  const pick = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    setActive(geometry.indexAt(event.clientX - box.left))
  }
  const step = (event: KeyboardEvent<SVGSVGElement>) => {
    const last = days.length - 1
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, Home: -last, End: last }
    if (!(event.key in moves)) return
    event.preventDefault()
    setActive((current) => Math.max(0, Math.min(last, (current ?? (moves[event.key] > 0 ? -1 : last + 1)) + moves[event.key])))
  }

  const point = active === null ? null : { bucket: buckets[active], value: series.current[active], previous: series.previous[active] }

  return (
    <div ref={measure} className="relative" style={{ height: HEIGHT }}>
      {width > 0 && (
        <svg
          width={width}
          height={HEIGHT}
          role="application"
          tabIndex={0}
          aria-label={pointsLabel[interval]}
          aria-describedby={point ? `${gradient}-point` : undefined}
          className="block touch-pan-y outline-none focus-visible:rounded-base focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-primary"
          onPointerMove={pick}
          onPointerDown={pick}
          onPointerLeave={() => setActive(null)}
          onKeyDown={step}
          onBlur={() => setActive(null)}
        >
          <defs>
            <linearGradient id={gradient} x1="0" x2="0" y1="0" y2="1">
              <stop offset="0%" stopColor="var(--color-primary)" stopOpacity={0.22} />
              <stop offset="100%" stopColor="var(--color-primary)" stopOpacity={0} />
            </linearGradient>
          </defs>
          {geometry.yTicks.map((tick) => (
            <g key={tick.value}>
              <line x1={PAD.left} x2={width - PAD.right} y1={tick.y} y2={tick.y} className="stroke-divider" strokeDasharray={tick.value === 0 ? undefined : '2 4'} />
              <text x={PAD.left - 8} y={tick.y} dy="0.32em" textAnchor="end" className="fill-muted text-[11px] tabular-nums">
                {formatCount(tick.value)}
              </text>
            </g>
          ))}
          {geometry.xLabels(days.length, withYear || interval === 'month' ? 100 : 60).map((index) => (
            <text key={index} x={geometry.x(index)} y={HEIGHT - 8} textAnchor={xAnchor(index, days.length)} className="fill-muted text-[11px]">
              {formatBucketStart(days[index], interval, withYear)}
            </text>
          ))}
          <path d={geometry.line(series.previous)} fill="none" className="stroke-muted/60" strokeWidth={1.5} strokeDasharray="4 4" />
          <path d={geometry.area(series.current)} fill={`url(#${gradient})`} />
          <path d={geometry.line(series.current)} fill="none" className="stroke-primary" strokeWidth={2} strokeLinejoin="round" />
          {point && active !== null && (
            <g>
              <line x1={geometry.x(active)} x2={geometry.x(active)} y1={PAD.top} y2={HEIGHT - PAD.bottom} className="stroke-muted/50" />
              <circle cx={geometry.x(active)} cy={geometry.y(point.previous)} r={3} className="fill-paper stroke-muted" strokeWidth={1.5} />
              <circle cx={geometry.x(active)} cy={geometry.y(point.value)} r={4} className="fill-primary stroke-paper" strokeWidth={2} />
            </g>
          )}
        </svg>
      )}
      {point && active !== null && (
        <div
          id={`${gradient}-point`}
          role="status"
          className="pointer-events-none absolute top-2 z-10 min-w-44 rounded-base border border-divider bg-paper px-3 py-2 text-xs shadow-lg"
          style={tooltipPosition(geometry.x(active), width)}
        >
          <div className="flex items-center justify-between gap-4">
            <span className="flex items-center gap-1.5">
              <span aria-hidden className="size-2 rounded-full bg-primary" />
              {formatBucket(point.bucket.current)}
            </span>
            <span className="font-semibold tabular-nums">{formatExact(point.value)}</span>
          </div>
          <div className="mt-1 flex items-center justify-between gap-4 text-muted">
            <span className="flex items-center gap-1.5">
              <span aria-hidden className="size-2 rounded-full border border-muted" />
              {formatBucket(point.bucket.previous)}
            </span>
            <span className="tabular-nums">{formatExact(point.previous)}</span>
          </div>
        </div>
      )}
    </div>
  )
}

/** Scales and paths for a chart `width` pixels wide whose y axis fits both series. */
function chartGeometry(width: number, series: ReportSeries) {
  const count = series.current.length
  const max = niceMaximum(Math.max(0, ...series.current, ...series.previous))
  const plotWidth = Math.max(1, width - PAD.left - PAD.right)
  const plotHeight = HEIGHT - PAD.top - PAD.bottom
  const stepX = count > 1 ? plotWidth / (count - 1) : 0
  const x = (index: number) => PAD.left + (count > 1 ? index * stepX : plotWidth / 2)
  const y = (value: number) => PAD.top + (1 - value / max) * plotHeight
  const line = (values: number[]) => values.map((value, index) => `${index ? 'L' : 'M'}${x(index).toFixed(1)},${y(value).toFixed(1)}`).join('')
  return {
    x,
    y,
    line,
    area: (values: number[]) => (values.length ? `${line(values)}L${x(values.length - 1)},${y(0)}L${x(0)},${y(0)}Z` : ''),
    yTicks: Array.from({ length: Y_TICKS + 1 }, (_, index) => ({ value: (max / Y_TICKS) * index, y: y((max / Y_TICKS) * index) })),
    /** Evenly spaced days to label, as many as fit labels `labelWidth` pixels wide; the last day always included. */
    xLabels: (days: number, labelWidth: number) => {
      if (days <= 1) return days ? [0] : []
      const fitting = Math.max(2, Math.min(X_LABELS, Math.floor(plotWidth / labelWidth)))
      const every = Math.ceil(days / fitting)
      const picked = Array.from({ length: days }, (_, index) => index).filter((index) => index % every === 0)
      // The last day's label needs the room of one.
      if ((days - 1 - picked[picked.length - 1]) * stepX < labelWidth) picked.pop()
      return [...picked, days - 1]
    },
    indexAt: (pointerX: number) => (count > 1 ? Math.max(0, Math.min(count - 1, Math.round((pointerX - PAD.left) / stepX))) : 0),
  }
}

/** Steps of the y axis, times a power of ten: round numbers that keep the top near the data. */
const STEP_FACTORS = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10]

/** The top of the y axis: four ticks of a round, whole step. */
function niceMaximum(value: number) {
  const rough = Math.max(1, value / Y_TICKS)
  const power = 10 ** Math.floor(Math.log10(rough))
  const step = STEP_FACTORS.map((factor) => factor * power).find((candidate) => candidate >= rough && Number.isInteger(candidate)) ?? 10 * power
  return step * Y_TICKS
}

function xAnchor(index: number, count: number) {
  if (index === 0) return 'start'
  return index === count - 1 ? 'end' : 'middle'
}

/** Beside the picked day, flipped to its left in the right half. */
function tooltipPosition(x: number, width: number) {
  return x > width / 2 ? { right: width - x + 12 } : { left: x + 12 }
}
