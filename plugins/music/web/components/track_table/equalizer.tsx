import { cx } from '@web/ui/cx.js'

/* The keyframes travel with the component (React 19 hoists and dedupes the style). */
const KEYFRAMES =
  '@keyframes music-equalizer{0%{transform:scaleY(.25)}50%{transform:scaleY(1)}100%{transform:scaleY(.45)}}'

/** The animated bars on the playing row (still while paused). */
export function Equalizer({ playing, className }: { playing: boolean; className?: string }) {
  return (
    <span aria-hidden className={cx('flex h-3.5 items-end gap-[2px]', className)}>
      <style href="music-equalizer" precedence="default">
        {KEYFRAMES}
      </style>
      {[0, 1, 2, 3].map((bar) => (
        <span
          key={bar}
          className="h-full w-[3px] origin-bottom rounded-full bg-primary"
          style={{
            transform: playing ? undefined : 'scaleY(0.35)',
            animation: playing
              ? `music-equalizer 0.9s ease-in-out ${bar * -0.23}s infinite alternate`
              : undefined,
          }}
        />
      ))}
    </span>
  )
}
