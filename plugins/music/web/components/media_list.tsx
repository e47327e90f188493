import { Link } from 'react-aria-components'
import { useTrans } from '@web/i18n/use_trans.js'
import { cx } from '@web/ui/cx.js'
import type { MediaItem, Track } from '../../shared/api_types.js'
import { formatDuration } from '../format.js'
import { useCurrentTrackId, usePlayback, type PlayContext } from '../playback/use_playback.js'
import { urlOf } from '../../shared/urls.js'
import { CoverImage, type CoverKind } from './cover_image.js'
import { subtitleOf, titleOf } from './media_card.js'

/**
 * The "list" channel layout: compact rows in two columns on wide screens,
 * a cover, a title and a muted line. Tracks play from the row's cover
 * button with the whole list queued; other items open their page.
 */
export function MediaList({
  items,
  label,
  context,
}: {
  items: MediaItem[]
  label: string
  context: PlayContext
}) {
  const trans = useTrans()
  const { playTracks } = usePlayback()
  const currentId = useCurrentTrackId()
  const tracks = items.filter((item): item is Track => item.model_type === 'track')
  return (
    <ul aria-label={label} className="grid gap-x-6 gap-y-1 md:-mx-2 lg:grid-cols-2">
      {items.map((item) => {
        const title = titleOf(item)
        const isTrack = item.model_type === 'track'
        const current = isTrack && currentId === item.id
        return (
          <li
            key={`${item.model_type}-${item.id}`}
            className="group relative flex items-center gap-3 rounded-base p-2 hover:bg-main/[0.07] has-[a[data-focus-visible]]:bg-main/[0.07]"
          >
            <div className="relative">
              <CoverImage
                src={'image' in item ? item.image : null}
                alt=""
                kind={item.model_type as CoverKind}
                round={item.model_type === 'artist' || item.model_type === 'user'}
                className="size-12"
              />
              {isTrack && (
                <button
                  type="button"
                  aria-label={trans('Play :name', { name: title })}
                  onClick={() => playTracks(tracks, tracks.indexOf(item), context)}
                  className="absolute inset-0 z-10 flex items-center justify-center rounded-base bg-black/50 text-white opacity-0 transition-opacity group-hover:opacity-100 focus-visible:opacity-100"
                >
                  <svg aria-hidden viewBox="0 0 24 24" className="size-5 fill-current">
                    <path d="M8 5v14l11-7z" />
                  </svg>
                </button>
              )}
            </div>
            <div className="flex min-w-0 flex-1 flex-col">
              <Link
                href={urlOf(item)}
                className={cx(
                  'truncate font-medium outline-none after:absolute after:inset-0 after:content-[""] hover:underline',
                  current ? 'text-primary' : 'text-main'
                )}
              >
                {title}
              </Link>
              <span className="truncate text-sm text-muted">{subtitleOf(item, trans)}</span>
            </div>
            {isTrack && (
              <span className="text-sm text-muted tabular-nums">
                {formatDuration(item.duration)}
              </span>
            )}
          </li>
        )
      })}
    </ul>
  )
}
