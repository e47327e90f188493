import { Link } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { cx } from '@web/ui/cx.js'
import type { MediaItem, SearchAll as SearchAllResults } from '../../../../shared/api_types.js'
import { Carousel } from '../../../components/carousel.js'
import { ContentSection } from '../../../components/content_section.js'
import { CoverImage, type CoverKind } from '../../../components/cover_image.js'
import { MediaCard, subtitleOf, titleOf } from '../../../components/media_card.js'
import { PlayPauseButton } from '../../../components/play_overlay_button.js'
import { TrackTable } from '../../../components/track_table/track_table.js'
import { contextOf, useContextPlaying, usePlayback } from '../../../playback/use_playback.js'
import { urlOf, urls, type SearchTabName } from '../../../../shared/urls.js'

/**
 * The "All" tab: the top result beside the first songs, then a row of each
 * kind. The top result is not repeated in the lists under it, and the songs
 * take the whole row when there is no top result (and the other way round).
 */
export function SearchAll({
  query,
  results,
}: {
  query: string
  results: SearchAllResults['results']
}) {
  const trans = useTrans()
  const top = topResultOf(query, results)
  const besideTop = <T extends MediaItem>(items: T[]) =>
    top ? items.filter((item) => item.model_type !== top.model_type || item.id !== top.id) : items
  const songs = besideTop(results.tracks).slice(0, 4)
  const rows: Array<{ tab: SearchTabName; title: string; items: MediaItem[] }> = [
    { tab: 'artists', title: trans('Artists'), items: besideTop(results.artists) },
    { tab: 'albums', title: trans('Albums'), items: besideTop(results.albums) },
    { tab: 'playlists', title: trans('Playlists'), items: besideTop(results.playlists) },
    { tab: 'users', title: trans('Profiles'), items: results.users },
    { tab: 'tags', title: trans('Tags'), items: results.tags },
  ]
  return (
    <div className="flex flex-col gap-10">
      {(top || songs.length > 0) && (
        <div
          className={cx(
            'grid gap-8',
            top && songs.length > 0 && 'lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]'
          )}
        >
          {top && (
            <ContentSection title={trans('Top result')}>
              <TopResult item={top} />
            </ContentSection>
          )}
          {songs.length > 0 && (
            <ContentSection title={trans('Songs')} seeAllHref={urls.search(query, 'tracks')}>
              <TrackTable
                tracks={songs}
                label={trans('Songs')}
                context={{ type: 'search', id: query, name: query }}
                showAlbum={false}
                showHeader={false}
              />
            </ContentSection>
          )}
        </div>
      )}
      {rows
        .filter((row) => row.items.length > 0)
        .map((row) => (
          <ContentSection key={row.tab} title={row.title} seeAllHref={urls.search(query, row.tab)}>
            <Carousel label={row.title}>
              {row.items.map((item) => (
                <MediaCard key={`${item.model_type}-${item.id}`} item={item} />
              ))}
            </Carousel>
          </ContentSection>
        ))}
    </div>
  )
}

/** An exact name match wins, else the first artist, else the first track. */
function topResultOf(query: string, results: SearchAllResults['results']): MediaItem | null {
  const wanted = query.trim().toLowerCase()
  const all: MediaItem[] = [
    ...results.artists,
    ...results.tracks,
    ...results.albums,
    ...results.playlists,
  ]
  return (
    all.find((item) => item.name.toLowerCase() === wanted) ??
    results.artists[0] ??
    results.tracks[0] ??
    results.albums[0] ??
    null
  )
}

function TopResult({ item }: { item: MediaItem }) {
  const trans = useTrans()
  const { playItem } = usePlayback()
  const playing = useContextPlaying(contextOf(item))
  const title = titleOf(item)
  const kindLabel: Record<string, string> = {
    artist: trans('Artist'),
    track: trans('Song'),
    album: trans('Album'),
    playlist: trans('Playlist'),
  }
  return (
    <div className="group relative flex flex-col gap-5 rounded-base bg-paper p-5 transition-colors hover:bg-chip has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-primary">
      <CoverImage
        src={'image' in item ? item.image : null}
        alt={title}
        kind={item.model_type as CoverKind}
        round={item.model_type === 'artist'}
        className="size-24 shadow-lg shadow-black/30"
      />
      {/* On a phone the play button always shows: keep the text clear of it. */}
      <div className="flex min-w-0 flex-col gap-1 max-md:pr-14">
        <Link
          to={urlOf(item)}
          className="truncate text-3xl font-extrabold tracking-tight text-main outline-none after:absolute after:inset-0 after:content-['']"
        >
          {title}
        </Link>
        <div className="flex items-center gap-2 text-sm text-muted">
          {item.model_type !== 'artist' && (
            <span className="truncate">{subtitleOf(item, trans)}</span>
          )}
          <span className="rounded-full bg-background/60 px-2.5 py-0.5 text-xs font-bold text-main">
            {kindLabel[item.model_type]}
          </span>
        </div>
      </div>
      <div className="absolute right-5 bottom-5 z-10 translate-y-2 opacity-0 transition group-focus-within:translate-y-0 group-focus-within:opacity-100 group-hover:translate-y-0 group-hover:opacity-100 max-md:translate-y-0 max-md:opacity-100">
        <PlayPauseButton
          playing={playing}
          label={
            playing ? trans('Pause :name', { name: title }) : trans('Play :name', { name: title })
          }
          onPress={() => void playItem(item)}
        />
      </div>
    </div>
  )
}
