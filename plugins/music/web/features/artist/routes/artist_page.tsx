import { useState } from 'react'
import { useInfiniteQuery } from '@tanstack/react-query'
import BadgeCheck from 'lucide-react/icons/badge-check'
import ExternalLink from 'lucide-react/icons/external-link'
import Music from 'lucide-react/icons/music'
import Radio from 'lucide-react/icons/radio'
import { Link, useParams } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { Button, ButtonLink } from '@web/ui/button.js'
import { EmptyState } from '@web/ui/empty_state.js'
import { Tooltip } from '@web/ui/tooltip.js'
import { artistAlbumsQuery, artistQuery } from '../../../api/catalogue_queries.js'
import { rowsOf } from '../../../api/paginated.js'
import type { ArtistPage } from '../../../../shared/api_types.js'
import { AdSlot } from '../../../components/ad_slot.js'
import { CardGrid } from '../../../components/card_grid.js'
import { Carousel } from '../../../components/carousel.js'
import { ContentSection } from '../../../components/content_section.js'
import { FollowButton } from '../../../components/follow_button.js'
import { InfiniteSentinel } from '../../../components/infinite_sentinel.js'
import { MediaCard } from '../../../components/media_card.js'
import { MetaLine, PageHeader, PageHeaderSkeleton } from '../../../components/page_header.js'
import { PageContent } from '../../../components/page_layout.js'
import { PlayPauseButton } from '../../../components/play_overlay_button.js'
import { TrackTable, TrackTableSkeleton } from '../../../components/track_table/track_table.js'
import { countLabel, formatCount, yearOf } from '../../../format.js'
import { useContextPlaying, usePlayback } from '../../../playback/use_playback.js'
import { urls } from '../../../../shared/urls.js'

/** /artist/{id} and /artist/{id}/{name}: header, play, follow, top tracks, albums, similar artists, about. */
export function Component() {
  const id = Number(useParams().artistId)
  const api = useService(API_CLIENT)
  const { data } = usePageQuery(artistQuery(api, id))
  useDocumentTitle(data?.artist.name)

  return (
    <PageContent generalAds={false}>
      <AdSlot name="artist_top" />
      {data ? <ArtistView page={data} /> : <ArtistSkeleton />}
      <AdSlot name="artist_bottom" />
    </PageContent>
  )
}

function ArtistView({ page }: { page: ArtistPage }) {
  const trans = useTrans()
  const { artist, top_tracks: topTracks, similar_artists: similar } = page
  const context = { type: 'artist', id: artist.id, name: artist.name }
  const playing = useContextPlaying(context)
  const { toggleContext } = usePlayback()
  const [showAllTop, setShowAllTop] = useState(false)

  return (
    <>
      <PageHeader
        kind="artist"
        image={artist.image}
        imageAlt={artist.name}
        round
        label={artist.verified ? trans('Verified artist') : trans('Artist')}
        title={artist.name}
        meta={
          <MetaLine
            items={[
              countLabel(trans, artist.plays, ':count play', ':count plays'),
              countLabel(trans, artist.followers_count, ':count follower', ':count followers'),
              artist.genres.length > 0 && (
                <span>
                  {artist.genres.slice(0, 3).map((genre, index) => (
                    <span key={genre.id}>
                      {index > 0 && ', '}
                      <Link to={urls.genre(genre)} className="hover:underline">
                        {genre.display_name}
                      </Link>
                    </span>
                  ))}
                </span>
              ),
            ]}
          />
        }
        actions={
          <>
            {topTracks.length > 0 && (
              <PlayPauseButton
                size="lg"
                playing={playing}
                label={
                  playing
                    ? trans('Pause :name', { name: artist.name })
                    : trans('Play :name', { name: artist.name })
                }
                onPress={() => void toggleContext(context, () => topTracks)}
              />
            )}
            <FollowButton
              type="artist"
              id={artist.id}
              name={artist.name}
              followed={artist.followed}
            />
            <Tooltip label={trans('Go to artist radio')}>
              <ButtonLink
                href={urls.radio({ type: 'artist', id: artist.id, name: artist.name })}
                variant="ghost"
                size="sm"
                aria-label={trans('Go to artist radio')}
                className="rounded-full text-muted hover:text-main"
              >
                <Radio aria-hidden className="size-5" />
                <span className="max-sm:hidden">{trans('Radio')}</span>
              </ButtonLink>
            </Tooltip>
          </>
        }
      />

      <ContentSection title={trans('Popular')}>
        {topTracks.length === 0 ? (
          <EmptyState
            icon={<Music aria-hidden />}
            message={trans(':name has no tracks yet.', { name: artist.name })}
          />
        ) : (
          <>
            <TrackTable
              tracks={showAllTop ? topTracks : topTracks.slice(0, 5)}
              label={trans('Popular tracks of :name', { name: artist.name })}
              context={context}
              extraColumn={{ label: trans('Plays'), value: (track) => formatCount(track.plays) }}
            />
            {topTracks.length > 5 && (
              <Button
                variant="ghost"
                size="sm"
                className="self-start text-muted"
                onPress={() => setShowAllTop(!showAllTop)}
              >
                {showAllTop ? trans('Show less') : trans('See more')}
              </Button>
            )}
          </>
        )}
      </ContentSection>

      <Discography artistId={artist.id} artistName={artist.name} firstAlbums={page.albums} />

      {similar.length > 0 && (
        <ContentSection title={trans('Fans also like')}>
          <Carousel label={trans('Artists similar to :name', { name: artist.name })}>
            {similar.map((item) => (
              <MediaCard key={item.id} item={item} />
            ))}
          </Carousel>
        </ContentSection>
      )}

      <About page={page} />
    </>
  )
}

/** Every album, newest first: the first 20 came with the page, more load as the grid's end shows. */
function Discography({
  artistId,
  artistName,
  firstAlbums,
}: {
  artistId: number
  artistName: string
  firstAlbums: ArtistPage['albums']
}) {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const wantsMore = firstAlbums.length >= 20
  const more = useInfiniteQuery({ ...artistAlbumsQuery(api, artistId), enabled: wantsMore })
  const albums = wantsMore && more.data ? rowsOf(more.data) : firstAlbums
  if (albums.length === 0) return null
  return (
    <ContentSection title={trans('Discography')}>
      <CardGrid label={trans('Albums of :name', { name: artistName })}>
        {albums.map((album) => (
          <li key={album.id}>
            <MediaCard
              item={album}
              subtitle={[yearOf(album.release_date), trans('Album')].filter(Boolean).join(' • ')}
            />
          </li>
        ))}
      </CardGrid>
      {wantsMore && (
        <InfiniteSentinel
          hasNextPage={more.hasNextPage}
          isFetchingNextPage={more.isFetchingNextPage}
          fetchNextPage={more.fetchNextPage}
        />
      )}
    </ContentSection>
  )
}

function About({ page }: { page: ArtistPage }) {
  const trans = useTrans()
  const { artist } = page
  if (!artist.biography && artist.links.length === 0) return null
  return (
    <ContentSection title={trans('About')}>
      <div className="flex max-w-3xl flex-col gap-4 rounded-base bg-paper p-6">
        <div className="flex items-center gap-2 text-sm text-muted">
          {artist.verified && <BadgeCheck aria-hidden className="size-4 text-primary" />}
          {countLabel(trans, artist.followers_count, ':count follower', ':count followers')}
        </div>
        {artist.biography && (
          <p className="text-base leading-7 whitespace-pre-line text-main">{artist.biography}</p>
        )}
        {artist.links.length > 0 && (
          <ul className="flex flex-wrap gap-2">
            {artist.links.map((link) => (
              <li key={link.url}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1.5 rounded-full bg-chip px-3 py-1.5 text-sm font-semibold text-main hover:bg-main/15"
                >
                  {link.title || new URL(link.url).hostname}
                  <ExternalLink aria-hidden className="size-3.5" />
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </ContentSection>
  )
}

function ArtistSkeleton() {
  const trans = useTrans()
  return (
    <div role="status" aria-label={trans('Loading page...')} className="flex flex-col gap-10">
      <PageHeaderSkeleton round />
      <TrackTableSkeleton rows={5} />
    </div>
  )
}
