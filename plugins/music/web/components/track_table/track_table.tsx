import {
  memo,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import Clock3 from 'lucide-react/icons/clock-3'
import Play from 'lucide-react/icons/play'
import { Link } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { cx } from '@web/ui/cx.js'
import { Skeleton } from '@web/ui/skeleton.js'
import type { Track } from '../../../shared/api_types.js'
import { formatDuration } from '../../format.js'
import {
  useCurrentTrackId,
  useIsPlaying,
  usePlayback,
  type PlayContext,
} from '../../playback/use_playback.js'
import { urls } from '../../../shared/urls.js'
import { ArtistLinks } from '../artist_links.js'
import { CoverImage } from '../cover_image.js'
import { LikeButton } from '../like_button.js'
import { TrackMenu, type TrackMenuExtra } from '../track_menu.js'
import { Equalizer } from './equalizer.js'
import { writeTrackDrag } from './track_drag.js'
import { useWindowedRows } from './use_windowed_rows.js'

const ROW_HEIGHT = 56

/** An extra column: "Date added", "Plays", "Played". */
export interface ExtraColumn {
  label: string
  value: (track: Track) => ReactNode
}

export interface TrackTableProps {
  tracks: readonly Track[]
  /** The accessible name of the table ("Tracks of Rainy Window"). */
  label: string
  /** What playing from this list puts in the player ("Playing from ..."). */
  context: PlayContext
  /** Rows known to exist beyond the loaded ones (a playlist's count); skeleton rows hold their place. */
  totalCount?: number
  hasNextPage?: boolean
  fetchNextPage?: () => void
  isFetchingNextPage?: boolean
  /** The album column (left out on an album's own page). */
  showAlbum?: boolean
  /** Covers next to titles (left out on an album's page, where they are all the same). */
  showCover?: boolean
  /** Album track numbers instead of list positions. */
  numbering?: 'position' | 'track-number'
  extraColumn?: ExtraColumn
  /** Reordering by drag and by Alt+Arrow keys (a playlist its viewer may edit). */
  onMove?: (from: number, to: number) => void
  rowExtras?: (track: Track, index: number) => TrackMenuExtra[]
  /** The column titles (left out where a few rows sit beside other content). */
  showHeader?: boolean
}

/**
 * DESIGN.md track table, virtualized against the page's own scroll: rows
 * of a fixed height, only those near the viewport in the DOM. A grid for
 * assistive technology: one row is in the tab order, arrow keys, Home and
 * End move between rows, Enter or a double click plays from the row (a
 * single tap on touch screens), and Alt+Arrow moves a row when the list can
 * be reordered. More pages load as the end comes into view. Rows can be
 * dragged onto the sidebar's playlists (track_drag.ts says what they carry).
 */
export function TrackTable(props: TrackTableProps) {
  const {
    tracks,
    label,
    totalCount,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
    showAlbum = true,
    extraColumn,
    onMove,
    showHeader = true,
  } = props
  const trans = useTrans()
  const listRef = useRef<HTMLDivElement>(null)
  const pending = hasNextPage ? Math.max(isFetchingNextPage ? 3 : 1, 0) : 0
  const count = Math.max(totalCount ?? 0, tracks.length + pending)
  const { start, end, scrollToRow } = useWindowedRows(listRef, { count, rowHeight: ROW_HEIGHT })
  const [active, setActive] = useState(0)
  const [drag, setDrag] = useState<{ from: number; over: number } | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const focusAfterRender = useRef<number | null>(null)
  const { playTracks } = usePlayback()
  const columnsId = useId()

  // Ask for the next page once the rows near the end are about to show.
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && end >= tracks.length - 10) fetchNextPage?.()
  }, [end, fetchNextPage, hasNextPage, isFetchingNextPage, tracks.length])

  // A row that was scrolled into view by the keyboard takes focus once rendered.
  useEffect(() => {
    const index = focusAfterRender.current
    if (index === null) return
    const row = listRef.current?.querySelector<HTMLElement>(`[data-index="${index}"]`)
    if (row) {
      focusAfterRender.current = null
      row.focus({ preventScroll: true })
    }
  })

  const focusRow = (index: number) => {
    const target = Math.max(0, Math.min(tracks.length - 1, index))
    setActive(target)
    focusAfterRender.current = target
    scrollToRow(target)
  }

  const play = (index: number) => playTracks(tracks, index, props.context)

  const move = (from: number, to: number) => {
    if (!onMove || to < 0 || to >= tracks.length || from === to) return
    onMove(from, to)
    setAnnouncement(
      trans(':name moved to position :position', { name: tracks[from].name, position: to + 1 })
    )
    focusRow(to)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-index]')
    if (!row || row !== event.target) return
    const index = Number(row.dataset.index)
    const keys: Record<string, () => void> = {
      ArrowDown: () => (event.altKey ? move(index, index + 1) : focusRow(index + 1)),
      ArrowUp: () => (event.altKey ? move(index, index - 1) : focusRow(index - 1)),
      Home: () => focusRow(0),
      End: () => focusRow(tracks.length - 1),
      PageDown: () => focusRow(index + 10),
      PageUp: () => focusRow(index - 10),
      Enter: () => play(index),
    }
    const action = keys[event.key]
    if (!action) return
    event.preventDefault()
    action()
  }

  const dropIndexAt = (clientY: number) => {
    const top = listRef.current!.getBoundingClientRect().top
    return Math.max(0, Math.min(tracks.length - 1, Math.floor((clientY - top) / ROW_HEIGHT)))
  }

  const gridTemplate = cx(
    'grid items-center gap-x-4 px-2 md:px-4',
    showAlbum
      ? extraColumn
        ? 'grid-cols-[minmax(0,1fr)_auto] md:grid-cols-[2rem_minmax(0,6fr)_minmax(0,4fr)_minmax(0,3fr)_8.5rem]'
        : 'grid-cols-[minmax(0,1fr)_auto] md:grid-cols-[2rem_minmax(0,6fr)_minmax(0,4fr)_8.5rem]'
      : extraColumn
        ? 'grid-cols-[minmax(0,1fr)_auto] md:grid-cols-[2rem_minmax(0,6fr)_minmax(0,3fr)_8.5rem]'
        : 'grid-cols-[minmax(0,1fr)_auto] md:grid-cols-[2rem_minmax(0,1fr)_8.5rem]'
  )

  const rows: ReactNode[] = []
  for (let index = start; index < end; index++) {
    const track = tracks[index]
    const style = { transform: `translateY(${index * ROW_HEIGHT}px)`, height: ROW_HEIGHT }
    rows.push(
      track ? (
        <TrackRow
          key={`${track.id}-${index}`}
          {...props}
          track={track}
          index={index}
          style={style}
          gridTemplate={gridTemplate}
          isActive={index === active}
          columnsId={columnsId}
          onPlay={play}
          onFocusRow={setActive}
          dropLine={
            drag && drag.over === index && drag.from !== index
              ? drag.from < index
                ? 'after'
                : 'before'
              : null
          }
          onDragStart={onMove ? () => setDrag({ from: index, over: index }) : undefined}
          onMoveBy={onMove ? (delta) => move(index, index + delta) : undefined}
        />
      ) : (
        <SkeletonRow
          key={`skeleton-${index}`}
          style={style}
          gridTemplate={gridTemplate}
          index={index}
        />
      )
    )
  }

  return (
    <div
      role="grid"
      aria-label={label}
      aria-rowcount={count + 1}
      aria-colcount={4}
      onKeyDown={onKeyDown}
      className="relative"
    >
      <div
        role="rowgroup"
        className={cx(
          '-mx-2 md:-mx-4',
          // Column titles follow a long list down the page; a short one keeps them in place.
          count > 20 && 'sticky top-13.5 z-10 bg-background md:top-16',
          !showHeader && 'sr-only'
        )}
      >
        <div
          role="row"
          aria-rowindex={1}
          className={cx(
            gridTemplate,
            'h-9 border-b border-divider text-xs font-medium tracking-wide text-muted uppercase max-md:hidden'
          )}
        >
          <span role="columnheader" className="text-right">
            #
          </span>
          <span role="columnheader">{trans('Title')}</span>
          {showAlbum && <span role="columnheader">{trans('Album')}</span>}
          {extraColumn && <span role="columnheader">{extraColumn.label}</span>}
          <span role="columnheader" className="flex justify-end pr-12">
            <Clock3 aria-label={trans('Duration')} className="size-4" />
          </span>
        </div>
      </div>
      <div
        ref={listRef}
        role="rowgroup"
        className="relative -mx-2 mt-2 md:-mx-4"
        style={{ height: count * ROW_HEIGHT }}
        onDragOver={
          onMove && drag
            ? (event) => {
                event.preventDefault()
                event.dataTransfer.dropEffect = 'move'
                const over = dropIndexAt(event.clientY)
                if (over !== drag.over) setDrag({ ...drag, over })
              }
            : undefined
        }
        onDrop={
          onMove && drag
            ? (event) => {
                event.preventDefault()
                move(drag.from, dropIndexAt(event.clientY))
                setDrag(null)
              }
            : undefined
        }
        onDragEnd={() => setDrag(null)}
      >
        {rows}
      </div>
      <div aria-live="polite" className="sr-only">
        {announcement}
      </div>
    </div>
  )
}

interface RowProps extends TrackTableProps {
  track: Track
  index: number
  style: CSSProperties
  gridTemplate: string
  isActive: boolean
  columnsId: string
  onPlay: (index: number) => void
  onFocusRow: (index: number) => void
  dropLine: 'before' | 'after' | null
  onDragStart?: () => void
  onMoveBy?: (delta: number) => void
}

const TrackRow = memo(function Row({
  track,
  index,
  style,
  gridTemplate,
  isActive,
  onPlay,
  onFocusRow,
  dropLine,
  onDragStart,
  onMoveBy,
  showAlbum = true,
  showCover = true,
  numbering = 'position',
  extraColumn,
  rowExtras,
}: RowProps) {
  const trans = useTrans()
  const currentId = useCurrentTrackId()
  const playing = useIsPlaying()
  const isCurrent = currentId === track.id
  const number = numbering === 'track-number' ? (track.number ?? index + 1) : index + 1
  const extras: TrackMenuExtra[] = [
    ...(onMoveBy
      ? [
          { id: 'move-up', label: trans('Move up'), onAction: () => onMoveBy(-1) },
          { id: 'move-down', label: trans('Move down'), onAction: () => onMoveBy(1) },
        ]
      : []),
    ...(rowExtras?.(track, index) ?? []),
  ]

  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-selected={isCurrent}
      data-index={index}
      tabIndex={isActive ? 0 : -1}
      // Any row can be dragged onto a playlist (a copy); rows of a list
      // that can be reordered can also be moved within it.
      draggable
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = onDragStart ? 'copyMove' : 'copy'
        writeTrackDrag(event.dataTransfer, track)
        onDragStart?.()
      }}
      onFocus={(event) => {
        if (event.target === event.currentTarget) onFocusRow(index)
      }}
      onDoubleClick={() => onPlay(index)}
      onClick={(event) => {
        // A single tap plays on touch screens, where double taps zoom.
        if (
          (event.nativeEvent as PointerEvent).pointerType === 'touch' &&
          !(event.target as HTMLElement).closest('a,button')
        )
          onPlay(index)
      }}
      style={style}
      className={cx(
        gridTemplate,
        'group absolute inset-x-0 top-0 rounded-base outline-none select-none hover:bg-main/[0.07] focus-visible:bg-main/10 focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-inset',
        isCurrent && 'bg-main/[0.04]'
      )}
    >
      {dropLine && (
        <span
          aria-hidden
          className={cx(
            'absolute inset-x-2 h-0.5 rounded-full bg-primary',
            dropLine === 'before' ? 'top-0' : 'bottom-0'
          )}
        />
      )}
      <div
        role="gridcell"
        className="relative flex h-full items-center justify-end text-sm text-muted tabular-nums max-md:hidden"
      >
        {isCurrent ? (
          <Equalizer playing={playing} className="group-hover:hidden" />
        ) : (
          <span className="group-hover:invisible">{number}</span>
        )}
        <button
          type="button"
          tabIndex={-1}
          aria-label={trans('Play :name', { name: track.name })}
          onClick={() => onPlay(index)}
          className="absolute inset-y-0 right-0 hidden items-center text-main group-hover:flex"
        >
          <Play aria-hidden className="size-4 fill-current" />
        </button>
      </div>
      <div role="gridcell" className="flex min-w-0 items-center gap-3">
        {showCover && (
          <CoverImage
            src={track.image ?? track.album?.image}
            alt=""
            kind="track"
            className="size-10 rounded-[calc(var(--be-radius)/2)]"
          />
        )}
        <div className="flex min-w-0 flex-col">
          <Link
            to={urls.track(track)}
            tabIndex={isActive ? 0 : -1}
            className={cx(
              'truncate text-[15px] font-medium outline-none hover:underline focus-visible:underline',
              isCurrent ? 'text-primary' : 'text-main'
            )}
          >
            {track.name}
          </Link>
          <ArtistLinks
            artists={track.artists}
            excludeFromTabOrder={!isActive}
            className="text-sm text-muted"
          />
        </div>
      </div>
      {showAlbum && (
        <div role="gridcell" className="min-w-0 truncate text-sm text-muted max-md:hidden">
          {track.album && (
            <Link
              to={urls.album({ ...track.album, artists: track.artists })}
              tabIndex={-1}
              className="outline-none hover:text-main hover:underline"
            >
              {track.album.name}
            </Link>
          )}
        </div>
      )}
      {extraColumn && (
        <div role="gridcell" className="min-w-0 truncate text-sm text-muted max-md:hidden">
          {extraColumn.value(track)}
        </div>
      )}
      <div role="gridcell" className="flex items-center justify-end gap-1 md:gap-3">
        <LikeButton
          type="track"
          id={track.id}
          name={track.name}
          liked={track.liked}
          excludeFromTabOrder={!isActive}
          className={cx(
            !track.liked &&
              'md:opacity-0 md:group-hover:opacity-100 md:group-focus-within:opacity-100 md:data-[pressed]:opacity-100 aria-pressed:opacity-100'
          )}
        />
        <span className="w-10 text-right text-sm text-muted tabular-nums max-md:hidden">
          {formatDuration(track.duration)}
        </span>
        <TrackMenu track={track} extras={extras} excludeFromTabOrder={!isActive} />
      </div>
    </div>
  )
})

function SkeletonRow({
  style,
  gridTemplate,
  index,
}: {
  style: CSSProperties
  gridTemplate: string
  index: number
}) {
  return (
    <div
      aria-hidden
      style={style}
      data-skeleton={index}
      className={cx(gridTemplate, 'absolute inset-x-0 top-0')}
    >
      <Skeleton className="ml-auto h-3.5 w-4 max-md:hidden" />
      <div className="flex items-center gap-3">
        <Skeleton className="size-10" />
        <div className="flex flex-1 flex-col gap-1.5">
          <Skeleton className="h-3.5 w-2/5" />
          <Skeleton className="h-3 w-1/4" />
        </div>
      </div>
    </div>
  )
}

/** A table's placeholder while its first page loads. */
export function TrackTableSkeleton({ rows = 8 }: { rows?: number }) {
  const trans = useTrans()
  return (
    <div role="status" aria-label={trans('Loading tracks')} className="flex flex-col">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="flex h-14 items-center gap-4 px-2">
          <Skeleton className="h-3.5 w-4 max-md:hidden" />
          <Skeleton className="size-10" />
          <div className="flex flex-1 flex-col gap-1.5">
            <Skeleton className="h-3.5 w-2/5 max-w-64" />
            <Skeleton className="h-3 w-1/4 max-w-40" />
          </div>
        </div>
      ))}
    </div>
  )
}
