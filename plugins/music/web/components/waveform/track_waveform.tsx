import { useInfiniteQuery } from '@tanstack/react-query'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { Avatar } from '@web/ui/avatar.js'
import { Tooltip } from '@web/ui/tooltip.js'
import { commentsQuery } from '../../api/comment_queries.js'
import { rowsOf } from '../../api/paginated.js'
import type { Track } from '../../../shared/api_types.js'
import { formatTime } from '../../player/format_time.js'
import { Seekbar } from '../../player/components/seekbar.js'
import { WaveformBars } from '../../player/components/waveform.js'
import { usePlayerEngine } from '../../player/hooks/use_player.js'
import { toPlayerTrack } from '../../player/api/player_track.js'
import { useCurrentTrackId } from '../../playback/use_playback.js'

/**
 * A track page's waveform (DESIGN.md): while the track is in the player it
 * is the player's own seekbar; before that a click (or Enter on it) starts
 * the track at that point. Comments pinned to a moment sit under it as
 * small avatars at their positions.
 */
export function TrackWaveform({ track, peaks }: { track: Track; peaks: readonly number[] | null }) {
  const trans = useTrans()
  const engine = usePlayerEngine()
  const isCurrent = useCurrentTrackId() === track.id
  const seconds = (track.duration ?? 0) / 1000

  const playFrom = (fraction: number) => {
    engine.playNow([toPlayerTrack(track)], 0, { type: 'track', id: track.id, name: track.name })
    if (fraction > 0 && seconds > 0) engine.seek(fraction * seconds)
  }

  return (
    <div className="flex flex-col gap-1">
      {isCurrent ? (
        <Seekbar peaks={peaks} />
      ) : (
        <div className="flex items-center gap-2 text-[11px] text-muted tabular-nums">
          <span className="w-10 shrink-0 text-right">0:00</span>
          <button
            type="button"
            aria-label={trans('Play :name', { name: track.name })}
            onClick={(event) => {
              const box = event.currentTarget.getBoundingClientRect()
              playFrom(event.detail === 0 ? 0 : (event.clientX - box.left) / box.width)
            }}
            className="group relative h-16 flex-1 cursor-pointer rounded-sm"
          >
            {peaks?.length ? (
              <WaveformBars
                peaks={peaks}
                className="size-full text-main/30 transition-colors group-hover:text-main/45"
              />
            ) : (
              <span className="absolute inset-x-0 top-1/2 h-1 -translate-y-1/2 rounded-full bg-main/20" />
            )}
          </button>
          <span className="w-10 shrink-0">{formatTime(seconds)}</span>
        </div>
      )}
      <CommentMarkers track={track} seconds={seconds} />
    </div>
  )
}

/** The first page of comments, the ones pinned to a moment, as avatars along the waveform. */
function CommentMarkers({ track, seconds }: { track: Track; seconds: number }) {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const comments = useInfiniteQuery(commentsQuery(api, { type: 'track', id: track.id }))
  const pinned = rowsOf(comments.data).filter((comment) => comment.position != null && seconds > 0)
  if (pinned.length === 0) return null
  return (
    <ul aria-label={trans('Comments along the track')} className="relative mx-12 h-6">
      {pinned.map((comment) => (
        <li
          key={comment.id}
          className="absolute top-0 -translate-x-1/2"
          style={{ left: `${Math.min(100, (comment.position! / seconds) * 100)}%` }}
        >
          <Tooltip
            label={`${comment.user.name} ${trans('at :time', { time: formatTime(comment.position!) })}: ${comment.content}`}
          >
            <button
              type="button"
              className="rounded-full"
              aria-label={`${comment.user.name}, ${formatTime(comment.position!)}: ${comment.content}`}
            >
              <Avatar
                name={comment.user.name}
                src={comment.user.image}
                size="sm"
                className="ring-2 ring-background"
              />
            </button>
          </Tooltip>
        </li>
      ))}
    </ul>
  )
}
