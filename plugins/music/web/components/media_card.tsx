import type { ReactNode } from 'react'
import BadgeCheck from 'lucide-react/icons/badge-check'
import { Link } from 'react-aria-components'
import { useTrans } from '@web/i18n/use_trans.js'
import type { Trans } from '@web/i18n/translator.js'
import { cx } from '@web/ui/cx.js'
import { Skeleton } from '@web/ui/skeleton.js'
import type { MediaItem } from '../../shared/api_types.js'
import { yearOf } from '../format.js'
import { contextOf, useContextPlaying, usePlayback } from '../playback/use_playback.js'
import { urlOf } from '../../shared/urls.js'
import { CoverImage, type CoverKind } from './cover_image.js'
import { PlayPauseButton } from './play_overlay_button.js'

const PLAYABLE = new Set(['track', 'album', 'artist', 'playlist', 'genre'])

export function titleOf(item: MediaItem) {
  return 'display_name' in item ? item.display_name : item.name
}

/** The muted line under a card's title. */
export function subtitleOf(item: MediaItem, trans: Trans): ReactNode {
  switch (item.model_type) {
    case 'album':
      return [yearOf(item.release_date), item.artists.map((artist) => artist.name).join(', ')]
        .filter(Boolean)
        .join(' • ')
    case 'track':
      return item.artists.map((artist) => artist.name).join(', ')
    case 'artist':
      return trans('Artist')
    case 'playlist':
      return item.owner ? trans('By :name', { name: item.owner.name }) : trans('Playlist')
    case 'user':
      return trans('Profile')
    case 'tag':
      return trans('Tag')
    case 'genre':
      return trans('Genre')
    case 'channel':
      return item.description
  }
}

/**
 * DESIGN.md media card: square cover (round for people), title and one
 * muted line. The whole card is one link (the title's, stretched over it);
 * the play button rising from the cover's corner on hover or focus is its
 * own button with its own name.
 */
export function MediaCard({ item, subtitle }: { item: MediaItem; subtitle?: ReactNode }) {
  const trans = useTrans()
  const title = titleOf(item)
  const round = item.model_type === 'artist' || item.model_type === 'user'
  // Genre and tag tiles carry their name on the tile, which is the card's link.
  const tile = item.model_type === 'genre' || item.model_type === 'tag'
  return (
    <div
      className={cx(
        'group relative flex min-w-0 flex-col gap-3 rounded-base p-3 transition-colors hover:bg-main/[0.06]',
        'has-[a[data-focus-visible]]:bg-main/[0.06] has-[a[data-focus-visible]]:outline-2 has-[a[data-focus-visible]]:outline-primary'
      )}
    >
      <div className="relative">
        {tile ? (
          <Link href={urlOf(item)} aria-label={title} className="block outline-none">
            <NameTile name={title} />
          </Link>
        ) : (
          <CoverImage
            src={'image' in item ? item.image : null}
            alt={title}
            kind={item.model_type as CoverKind}
            round={round}
            className="aspect-square w-full shadow-md shadow-black/20"
          />
        )}
        {PLAYABLE.has(item.model_type) && <CardPlayButton item={item} title={title} />}
      </div>
      {!tile && (
        <div className="flex min-w-0 flex-col gap-1">
          <Link
            href={urlOf(item)}
            className="flex items-center gap-1 truncate text-[15px] font-semibold text-main outline-none after:absolute after:inset-0 after:content-['']"
          >
            <span className="truncate">{title}</span>
            {item.model_type === 'artist' && item.verified && (
              <BadgeCheck
                aria-label={trans('Verified artist')}
                className="size-4 shrink-0 text-primary"
              />
            )}
          </Link>
          <div className="line-clamp-2 min-h-5 text-sm text-muted">
            {subtitle ?? subtitleOf(item, trans)}
          </div>
        </div>
      )}
    </div>
  )
}

function CardPlayButton({ item, title }: { item: MediaItem; title: string }) {
  const trans = useTrans()
  const { playItem } = usePlayback()
  const playing = useContextPlaying(contextOf(item))
  return (
    <div
      className={cx(
        'absolute right-2 bottom-2 z-10 transition duration-200',
        playing
          ? 'translate-y-0 opacity-100'
          : 'translate-y-2 opacity-0 group-focus-within:translate-y-0 group-focus-within:opacity-100 group-hover:translate-y-0 group-hover:opacity-100'
      )}
    >
      <PlayPauseButton
        playing={playing}
        label={
          playing ? trans('Pause :name', { name: title }) : trans('Play :name', { name: title })
        }
        onPress={() => void playItem(item)}
      />
    </div>
  )
}

const TILE_COLOURS = [
  '#8d3ed1',
  '#dc148c',
  '#1e3264',
  '#e8115b',
  '#148a08',
  '#bc5900',
  '#477d95',
  '#af2896',
  '#509bf5',
  '#e61e32',
]

/** Genres and tags have no pictures: a coloured tile with the name, as music apps draw them. */
function NameTile({ name }: { name: string }) {
  let hash = 0
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0
  return (
    <div
      className="flex aspect-square w-full items-end overflow-hidden rounded-base p-4 shadow-md shadow-black/20"
      style={{ backgroundColor: TILE_COLOURS[hash % TILE_COLOURS.length] }}
    >
      <span className="text-xl leading-tight font-extrabold tracking-tight break-words text-white md:text-2xl">
        {name}
      </span>
    </div>
  )
}

/** A card's placeholder: the same box, so the grid does not move when items arrive. */
export function MediaCardSkeleton({ round }: { round?: boolean }) {
  return (
    <div className="flex flex-col gap-3 p-3">
      <Skeleton className="aspect-square w-full" rounded={round ? 'full' : 'base'} />
      <div className="flex flex-col gap-1.5">
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-3.5 w-1/2" />
      </div>
    </div>
  )
}
