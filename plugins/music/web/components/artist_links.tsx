import { Fragment } from 'react'
import { Link } from 'react-router'
import { cx } from '@web/ui/cx.js'
import type { NamedRef } from '../../shared/api_types.js'
import { urls } from '../../shared/urls.js'

/** "Artist A, Artist B", each to its page. */
export function ArtistLinks({
  artists,
  className,
  excludeFromTabOrder,
}: {
  artists: readonly NamedRef[]
  className?: string
  /** Rows of a grid keep their links out of the tab order until the row is the active one. */
  excludeFromTabOrder?: boolean
}) {
  return (
    <span className={cx('truncate', className)}>
      {artists.map((artist, index) => (
        <Fragment key={artist.id}>
          {index > 0 && ', '}
          <Link
            to={urls.artist(artist)}
            tabIndex={excludeFromTabOrder ? -1 : undefined}
            className="relative z-10 rounded-sm outline-none hover:text-main hover:underline focus-visible:text-main focus-visible:underline"
          >
            {artist.name}
          </Link>
        </Fragment>
      ))}
    </span>
  )
}
