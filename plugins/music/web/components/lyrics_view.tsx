import { useEffect, useRef } from 'react'
import { cx } from '@web/ui/cx.js'
import type { Lyrics } from '../../shared/api_types.js'
import { activeLineIndex } from '../player/lyrics_timing.js'

/**
 * Lyrics as text, or timed lines where the line being sung is lit and
 * scrolled to while the track plays (position in seconds, null when the
 * track is not the one playing).
 */
export function LyricsView({
  lyrics,
  position,
  className,
}: {
  lyrics: Lyrics
  position: number | null
  className?: string
}) {
  const activeRef = useRef<HTMLLIElement>(null)
  const lines = lyrics.timed
  const active = lines && position != null ? activeLineIndex(lines, position) : -1

  useEffect(() => {
    activeRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' })
  }, [active])

  if (!lines?.length) {
    return (
      <p className={cx('text-lg leading-9 font-semibold whitespace-pre-line text-main', className)}>
        {lyrics.text}
      </p>
    )
  }
  return (
    <ol className={cx('flex flex-col gap-3 text-xl leading-snug font-bold md:text-2xl', className)}>
      {lines.map((line, index) => (
        <li
          key={index}
          ref={index === active ? activeRef : undefined}
          aria-current={index === active ? 'true' : undefined}
          className={cx(
            'transition-colors',
            // Until the track plays there is no sung line: every line reads at full strength.
            position == null || index === active
              ? 'text-main'
              : index < active
                ? 'text-muted'
                : 'text-main/45'
          )}
        >
          {line.text || '♪'}
        </li>
      ))}
    </ol>
  )
}
