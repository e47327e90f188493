import { memo } from 'react'
import { barsOf } from '../waveform_bars.js'

/** One coloured layer of bars; the seekbar stacks a muted one and a played one clipped to the position. */
export const WaveformBars = memo(function Bars({
  peaks,
  className,
}: {
  peaks: readonly number[]
  className?: string
}) {
  const bars = barsOf(peaks)
  return (
    <svg
      aria-hidden
      viewBox={`0 0 ${bars.length} 100`}
      preserveAspectRatio="none"
      className={className}
    >
      {bars.map((height, index) => (
        <rect
          key={index}
          x={index + 0.15}
          width={0.7}
          y={(100 - height * 100) / 2}
          height={height * 100}
          rx={0.35}
          fill="currentColor"
        />
      ))}
    </svg>
  )
})
