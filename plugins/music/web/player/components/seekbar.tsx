import { useId, useState } from 'react'
import { useBootstrap } from '@web/bootstrap/use_bootstrap.js'
import { numberFormat } from '@web/i18n/number_format.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { RangeSlider } from '@web/ui/range_slider.js'
import { cx } from '@web/ui/cx.js'
import { usePlayer, usePlayerEngine } from '../hooks/use_player.js'
import { formatTime } from '../format_time.js'
import { WaveformBars } from './waveform.js'

/** Positions are announced as "83 seconds" (the visible clock beside them says 1:23). */
const SECONDS: Intl.NumberFormatOptions = {
  style: 'unit',
  unit: 'second',
  unitDisplay: 'long',
  maximumFractionDigits: 0,
}

/**
 * Elapsed time, the seek slider and the remaining time. Dragging shows where
 * the track will jump without jumping until release; a click, arrow keys
 * (1 s), Page Up/Down and Home/End seek at once. Draws the waveform when
 * `peaks` are given, else a thin bar with the buffered part.
 */
export function Seekbar({
  peaks,
  compact,
}: {
  peaks: readonly number[] | null
  compact?: boolean
}) {
  const trans = useTrans()
  const { language } = useBootstrap().i18n
  const engine = usePlayerEngine()
  const position = usePlayer((state) => Math.floor(state.position * 4) / 4)
  const duration = usePlayer((state) => state.duration)
  const buffered = usePlayer((state) => state.buffered)
  const hasTrack = usePlayer((state) => state.current !== null)
  const [dragging, setDragging] = useState<number | null>(null)
  const timesId = useId()

  const value = dragging ?? Math.min(position, duration || 0)
  const max = duration > 0 ? duration : 1
  const percent = duration > 0 ? (value / duration) * 100 : 0
  const bufferedPercent = duration > 0 ? Math.min(100, (buffered / duration) * 100) : 0
  const waveform = !!peaks?.length

  return (
    <div className="flex w-full items-center gap-2 text-[11px] text-muted tabular-nums">
      {!compact && (
        <span id={timesId} className="w-10 shrink-0 text-right">
          {formatTime(value)}
        </span>
      )}
      <RangeSlider
        label={trans('Seek')}
        max={max}
        step={1}
        value={value}
        valueText={numberFormat(language, SECONDS).format(value)}
        isDisabled={!hasTrack || !(duration > 0)}
        onChange={setDragging}
        onChangeEnd={(seconds) => {
          engine.seek(seconds)
          setDragging(null)
        }}
        describedBy={compact ? undefined : timesId}
        quietThumb={waveform}
        className={cx('flex-1', waveform ? 'h-8' : 'h-4')}
      >
        {waveform ? (
          <>
            <WaveformBars peaks={peaks} className="absolute inset-0 size-full text-main/25" />
            <div
              className="absolute inset-0 text-primary"
              style={{ clipPath: `inset(0 ${100 - percent}% 0 0)` }}
            >
              <WaveformBars peaks={peaks} className="size-full" />
            </div>
          </>
        ) : (
          <div className="relative h-1 w-full overflow-hidden rounded-full bg-main/20">
            <div
              className="absolute inset-y-0 left-0 bg-main/20"
              style={{ width: `${bufferedPercent}%` }}
            />
            <div
              className="absolute inset-y-0 left-0 rounded-full bg-main group-hover:bg-primary group-has-[:focus-visible]:bg-primary"
              style={{ width: `${percent}%` }}
            />
          </div>
        )}
      </RangeSlider>
      {!compact && (
        <span className="w-10 shrink-0">
          {duration > 0 ? `-${formatTime(duration - value)}` : formatTime(0)}
        </span>
      )}
    </div>
  )
}
