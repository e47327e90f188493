import { useTrans } from '@web/i18n/use_trans.js'
import { cx } from '@web/ui/cx.js'
import type { Track } from '../../../../shared/api_types.js'
import { formatDuration } from '../../../format.js'
import { useCurrentTrackId, usePlayback, type PlayContext } from '../../../playback/use_playback.js'

/** The numbered tracks under an album's or playlist's compact player; pressing one plays from there. */
export function EmbedTrackList({ name, tracks, context }: { name: string; tracks: readonly Track[]; context: PlayContext }) {
  const trans = useTrans()
  const { playTracks } = usePlayback()
  const currentId = useCurrentTrackId()
  return (
    <ol aria-label={trans('Tracks of :name', { name })} className="flex-1 overflow-y-auto border-t border-divider px-2 py-1">
      {tracks.map((track, index) => (
        <li key={track.id}>
          <button
            type="button"
            onClick={() => playTracks(tracks, index, context)}
            className={cx(
              'flex w-full items-center gap-3 rounded-base px-2 py-2 text-left text-sm hover:bg-main/[0.07]',
              currentId === track.id ? 'text-primary' : 'text-main'
            )}
          >
            <span className="w-5 text-right text-muted tabular-nums">{index + 1}</span>
            <span className="min-w-0 flex-1 truncate font-medium">{track.name}</span>
            <span className="text-muted tabular-nums">{formatDuration(track.duration)}</span>
          </button>
        </li>
      ))}
    </ol>
  )
}
