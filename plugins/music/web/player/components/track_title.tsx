import { Fragment } from 'react'
import { Link } from 'react-aria-components'
import { useTrans } from '@web/i18n/use_trans.js'
import { cx } from '@web/ui/cx.js'
import type { PlayerTrack } from '../engine/types.js'
import { urls } from '../../../shared/urls.js'

const SIZES = {
  sm: { title: 'text-sm font-semibold', artists: 'text-xs' },
  lg: { title: 'text-2xl font-bold md:text-3xl', artists: 'text-base' },
}

/**
 * Title (to the track page) over the artists (each to its page), both
 * truncated to one line. `plain` drops the links, for a title inside a
 * button (the mobile bar, which opens the now-playing sheet).
 */
export function TrackTitle({
  track,
  error,
  className,
  size = 'sm',
  plain,
}: {
  track: PlayerTrack
  /** Replaces the artists line while the track cannot play. */
  error?: string | null
  className?: string
  size?: keyof typeof SIZES
  plain?: boolean
}) {
  const trans = useTrans()
  const classes = SIZES[size]
  const linkClasses = 'outline-none hover:underline data-focus-visible:underline'
  return (
    <div className={cx('flex min-w-0 flex-col', className)}>
      {plain ? (
        <span className={cx('truncate text-main', classes.title)}>{track.name}</span>
      ) : (
        <Link
          href={urls.track(track)}
          className={cx('truncate text-main', classes.title, linkClasses)}
        >
          {track.name}
        </Link>
      )}
      {error ? (
        <span role="status" className={cx('truncate text-danger', classes.artists)}>
          {trans(error)}
        </span>
      ) : (
        <span className={cx('truncate text-muted', classes.artists)}>
          {track.artists.map((artist, index) => (
            <Fragment key={artist.id}>
              {index > 0 && ', '}
              {plain ? (
                artist.name
              ) : (
                <Link
                  href={urls.artist(artist)}
                  className={cx('hover:text-main data-focus-visible:text-main', linkClasses)}
                >
                  {artist.name}
                </Link>
              )}
            </Fragment>
          ))}
        </span>
      )}
    </div>
  )
}
