import { cx } from '@web/ui/cx.js'

const BAR_COUNT = 56

/** Bar heights of a made-up waveform: fixed, so the page looks the same on every load. */
const HEIGHTS = Array.from({ length: BAR_COUNT }, (_, index) => {
  const wave = Math.abs(Math.sin(index * 0.37) * 0.6 + Math.sin(index * 1.7) * 0.3)
  return Math.round(12 + wave * 88)
})

/** A decorative waveform in the accent colour, fading in from the left. */
export function SoundBars({ className }: { className?: string }) {
  return (
    <div
      aria-hidden
      className={cx('flex items-end gap-1 mask-l-from-10% mask-l-to-90% md:gap-1.5', className)}
    >
      {HEIGHTS.map((height, index) => (
        <span
          key={index}
          className="flex-1 rounded-full bg-primary/40"
          style={{ height: `${height}%` }}
        />
      ))}
    </div>
  )
}
