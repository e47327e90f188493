import { Fragment } from 'react'
import { Link } from 'react-aria-components'
import { useTrans } from '@web/i18n/use_trans.js'
import { cx } from '@web/ui/cx.js'
import type { PlayerTrack } from '../engine/types.js'
import { artistPath, trackPath } from '../links.js'

/** Title (to the track page) over the artists (each to its page), both truncated to one line. */
export function TrackTitle({
  track,
  error,
  className,
}: {
  track: PlayerTrack
  /** Replaces the artists line while the track cannot play. */
  error?: string | null
  className?: string
}) {
  const trans = useTrans()
  return (
    <div className={cx('flex min-w-0 flex-col', className)}>
      <Link
        href={trackPath(track)}
        className="truncate text-sm font-semibold text-main outline-none hover:underline data-focus-visible:underline"
      >
        {track.name}
      </Link>
      {error ? (
        <span role="status" className="truncate text-xs text-danger">
          {trans(error)}
        </span>
      ) : (
        <span className="truncate text-xs text-muted">
          {track.artists.map((artist, index) => (
            <Fragment key={artist.id}>
              {index > 0 && ', '}
              <Link
                href={artistPath(artist)}
                className="outline-none hover:text-main hover:underline data-focus-visible:text-main data-focus-visible:underline"
              >
                {artist.name}
              </Link>
            </Fragment>
          ))}
        </span>
      )}
    </div>
  )
}
