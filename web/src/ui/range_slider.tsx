import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react'
import { cx } from './cx.js'

interface RangeSliderProps {
  label: string
  value: number
  min?: number
  max: number
  step: number
  /** What assistive technology reads for the value: "83 seconds", "40%". */
  valueText: string
  isDisabled?: boolean
  /** Every move while dragging, and every key press. */
  onChange(value: number): void
  /** The value the listener settled on: pointer released, or a key pressed. */
  onChangeEnd?(value: number): void
  describedBy?: string
  /** The thumb shows for keyboard focus only (a waveform's fill already marks the position). */
  quietThumb?: boolean
  className?: string
  /** Drawn under the input: the track and its fill. The component draws the thumb. */
  children: ReactNode
}

/**
 * A slider on the browser's own `<input type="range">`: keyboard (arrows,
 * Page Up/Down, Home/End), pointer and touch dragging and the slider role
 * come with the element, so the player bar ships no slider code. The input
 * is invisible and covers the whole drawing, so a press anywhere on it jumps
 * there; its thumb has no width, so the pointer's x maps exactly onto the
 * value. Parts drawn inside can follow the slider's state with
 * `group-hover:` and `group-has-[:focus-visible]:`.
 */
export function RangeSlider({
  label,
  value,
  min = 0,
  max,
  step,
  valueText,
  isDisabled,
  onChange,
  onChangeEnd,
  describedBy,
  quietThumb,
  className,
  children,
}: RangeSliderProps) {
  const inputRef = useRef<HTMLInputElement>(null)
  const settle = useEffectEvent((settled: number) => onChangeEnd?.(settled))

  // React's onChange is the DOM's `input` event; the DOM's `change` event fires
  // once on release (and once per key press), which is when a seek should happen.
  useEffect(() => {
    const input = inputRef.current!
    const onSettled = () => settle(input.valueAsNumber)
    input.addEventListener('change', onSettled)
    return () => input.removeEventListener('change', onSettled)
  }, [])

  const percent = max > min ? ((Math.min(Math.max(value, min), max) - min) / (max - min)) * 100 : 0

  return (
    <div
      role="group"
      aria-label={label}
      className={cx('group relative flex items-center', isDisabled && 'opacity-60', className)}
    >
      {children}
      <span
        aria-hidden
        className={cx(
          'pointer-events-none absolute top-1/2 size-3 -translate-x-1/2 -translate-y-1/2 rounded-full bg-main opacity-0 shadow transition-opacity group-has-[:disabled]:hidden group-has-[:focus-visible]:opacity-100 group-has-[:focus-visible]:ring-2 group-has-[:focus-visible]:ring-primary',
          !quietThumb && 'group-hover:opacity-100 group-has-[:active]:opacity-100'
        )}
        style={{ left: `${percent}%` }}
      />
      <input
        ref={inputRef}
        type="range"
        aria-label={label}
        aria-valuetext={valueText}
        aria-describedby={describedBy}
        min={min}
        max={max}
        step={step}
        value={value}
        disabled={isDisabled}
        onChange={(event) => onChange(event.currentTarget.valueAsNumber)}
        className="absolute inset-0 m-0 size-full cursor-pointer appearance-none bg-transparent opacity-0 outline-none disabled:cursor-default [&::-moz-range-thumb]:w-0 [&::-moz-range-thumb]:border-0 [&::-webkit-slider-thumb]:w-0 [&::-webkit-slider-thumb]:appearance-none"
      />
    </div>
  )
}
