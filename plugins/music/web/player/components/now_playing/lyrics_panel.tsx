import { useEffect, useId, useRef } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { isApiError } from '@web/services/api_error.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { Button } from '@web/ui/button.js'
import { cx } from '@web/ui/cx.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { lyricsQuery } from '../../../api/catalogue_queries.js'
import { useTrackHasLyrics } from '../../api/use_track_details.js'
import { usePlayer } from '../../hooks/use_player.js'
import { activeLineIndex, type TimedLine } from '../../lyrics_timing.js'

/** After the listener scrolls the lyrics themselves, they stop following the music this long. */
const FOLLOW_PAUSE_MS = 4000

/**
 * The lyrics of the track playing: synced ones light the line being sung
 * and keep it in the middle; plain ones read as text. A track without any
 * (its details say so, or the endpoint answers 404) says so.
 */
export function LyricsPanel({ trackId, className }: { trackId: number; className?: string }) {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const headingId = useId()
  const hasLyrics = useTrackHasLyrics(trackId)
  const lyrics = useQuery({ ...lyricsQuery(api, trackId), enabled: hasLyrics === true })
  const missing =
    hasLyrics === false ||
    (lyrics.isError && isApiError(lyrics.error) && lyrics.error.status === 404) ||
    (lyrics.data && !lyrics.data.timed?.length && !lyrics.data.text.trim())

  return (
    <section
      aria-labelledby={headingId}
      className={cx('flex min-h-0 flex-col rounded-base bg-main/[0.06] p-5 md:p-8', className)}
    >
      <h2 id={headingId} className="mb-4 shrink-0 text-base font-bold text-main">
        {trans('Lyrics')}
      </h2>
      {missing ? (
        <p className="text-base text-muted">{trans('No lyrics for this track')}</p>
      ) : lyrics.isError ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-base text-muted">{trans('The lyrics could not be loaded.')}</p>
          <Button size="xs" onPress={() => void lyrics.refetch()}>
            {trans('Try again')}
          </Button>
        </div>
      ) : !lyrics.data ? (
        <LyricsSkeleton />
      ) : lyrics.data.timed?.length ? (
        <SyncedLyrics key={trackId} lines={lyrics.data.timed} labelledBy={headingId} />
      ) : (
        <div className="min-h-0 flex-1 overflow-y-auto scrollbar-thin">
          <p className="text-lg leading-9 font-semibold whitespace-pre-line text-main md:text-xl md:leading-10">
            {lyrics.data.text}
          </p>
        </div>
      )}
    </section>
  )
}

function SyncedLyrics({ lines, labelledBy }: { lines: TimedLine[]; labelledBy: string }) {
  // Selecting the index, not the position: the list re-renders once per line, not four times a second.
  const active = usePlayer((state) => activeLineIndex(lines, state.position))
  const scrollerRef = useRef<HTMLDivElement>(null)
  const activeRef = useRef<HTMLLIElement>(null)
  const pausedUntil = useRef(0)
  const pauseFollowing = () => {
    pausedUntil.current = Date.now() + FOLLOW_PAUSE_MS
  }

  useEffect(() => {
    const scroller = scrollerRef.current
    const line = activeRef.current
    if (!scroller || !line || Date.now() < pausedUntil.current) return
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    scroller.scrollTo({
      top: line.offsetTop - scroller.clientHeight / 2 + line.offsetHeight / 2,
      behavior: reduceMotion ? 'instant' : 'smooth',
    })
  }, [active])

  return (
    <div
      ref={scrollerRef}
      onWheel={pauseFollowing}
      onTouchMove={pauseFollowing}
      className="relative min-h-0 flex-1 overflow-y-auto scrollbar-thin"
    >
      <ol
        aria-labelledby={labelledBy}
        className="flex flex-col gap-4 py-[20vh] text-2xl leading-snug font-bold md:text-3xl"
      >
        {lines.map((line, index) => (
          <li
            key={index}
            ref={index === active ? activeRef : undefined}
            aria-current={index === active ? 'true' : undefined}
            className={cx(
              'transition-colors duration-300',
              index === active ? 'text-main' : index < active ? 'text-main/55' : 'text-main/30'
            )}
          >
            {line.text || '♪'}
          </li>
        ))}
      </ol>
    </div>
  )
}

function LyricsSkeleton() {
  const trans = useTrans()
  return (
    <div role="status" aria-label={trans('Loading lyrics...')} className="flex flex-col gap-4">
      {['w-3/4', 'w-1/2', 'w-2/3', 'w-5/12', 'w-3/5'].map((width) => (
        <Skeleton key={width} className={cx('h-7', width)} />
      ))}
    </div>
  )
}
