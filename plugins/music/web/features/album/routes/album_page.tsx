import { useInfiniteQuery } from '@tanstack/react-query'
import Disc3 from 'lucide-react/icons/disc-3'
import { Link, useParams } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { EmptyState } from '@web/ui/empty_state.js'
import { albumQuery, artistAlbumsQuery } from '../../../api/catalogue_queries.js'
import { commentsQuery } from '../../../api/comment_queries.js'
import { rowsOf } from '../../../api/paginated.js'
import { idParam, prefetching } from '../../../api/route_loader.js'
import type { AlbumDetail } from '../../../../shared/api_types.js'
import { AdSlot } from '../../../components/ad_slot.js'
import { ArtistLinks } from '../../../components/artist_links.js'
import { Carousel } from '../../../components/carousel.js'
import { CommentsSection } from '../../../components/comments/comments_section.js'
import { ContentSection } from '../../../components/content_section.js'
import { LikeButton } from '../../../components/like_button.js'
import { MediaCard } from '../../../components/media_card.js'
import { MetaLine, PageHeader, PageHeaderSkeleton } from '../../../components/page_header.js'
import { PageContent } from '../../../components/page_layout.js'
import { PlayPauseButton } from '../../../components/play_overlay_button.js'
import { RepostButton } from '../../../components/repost_button.js'
import { HeaderMoreMenu } from '../../../components/share_menu.js'
import { OfflineButton } from '../../../offline/offline_button.js'
import { TrackTable, TrackTableSkeleton } from '../../../components/track_table/track_table.js'
import { formatTotalDuration, yearOf } from '../../../format.js'
import { useContextPlaying, usePlayback } from '../../../playback/use_playback.js'
import { urls } from '../../../../shared/urls.js'

export const loader = prefetching(({ params, api, query, infiniteQuery }) => {
  const id = idParam(params.albumId)
  query(albumQuery(api, id))
  infiniteQuery(commentsQuery(api, { type: 'album', id }))
})

/** /album/{albumId}/{artistName}/{albumName}: cover, tracks, play, like, repost, comments. */
export function Component() {
  const id = Number(useParams().albumId)
  const api = useService(API_CLIENT)
  const trans = useTrans()
  const { data: album } = usePageQuery(albumQuery(api, id))
  useDocumentTitle(
    album && `${album.name} - ${album.artists.map((artist) => artist.name).join(', ')}`
  )

  return (
    <PageContent>
      {album ? (
        <AlbumView album={album} />
      ) : (
        <div role="status" aria-label={trans('Loading page...')} className="flex flex-col gap-10">
          <PageHeaderSkeleton />
          <TrackTableSkeleton />
        </div>
      )}
    </PageContent>
  )
}

function AlbumView({ album }: { album: AlbumDetail }) {
  const trans = useTrans()
  const context = { type: 'album', id: album.id, name: album.name }
  const playing = useContextPlaying(context)
  const { toggleContext } = usePlayback()

  return (
    <>
      <PageHeader
        kind="album"
        image={album.image}
        imageAlt={trans('Cover of :name', { name: album.name })}
        label={album.tracks_count === 1 ? trans('Single') : trans('Album')}
        title={album.name}
        meta={
          <MetaLine
            items={[
              album.artists.length > 0 && <ArtistLinks artists={album.artists} />,
              yearOf(album.release_date),
              trans(album.tracks_count === 1 ? ':count song' : ':count songs', {
                count: album.tracks_count,
              }),
              album.duration > 0 && formatTotalDuration(trans, album.duration),
            ]}
          />
        }
        actions={
          <>
            {album.tracks.length > 0 && (
              <PlayPauseButton
                size="lg"
                playing={playing}
                label={
                  playing
                    ? trans('Pause :name', { name: album.name })
                    : trans('Play :name', { name: album.name })
                }
                onPress={() => void toggleContext(context, () => album.tracks)}
              />
            )}
            <LikeButton
              type="album"
              id={album.id}
              name={album.name}
              liked={album.liked}
              size="md"
            />
            <RepostButton type="album" id={album.id} name={album.name} reposted={album.reposted} />
            {album.tracks.length > 0 && <OfflineButton type="album" id={album.id} name={album.name} />}
            <HeaderMoreMenu
              name={album.name}
              path={urls.album(album)}
              embedPath={urls.albumEmbed(album)}
              radioPath={urls.radio({ type: 'album', id: album.id, name: album.name })}
            />
          </>
        }
      />
      <AdSlot name="album_above" />
      {album.tracks.length === 0 ? (
        <EmptyState
          icon={<Disc3 aria-hidden />}
          message={trans('This album has no tracks you can play yet.')}
        />
      ) : (
        <TrackTable
          tracks={album.tracks}
          label={trans('Tracks of :name', { name: album.name })}
          context={context}
          showAlbum={false}
          showCover={false}
          numbering="track-number"
        />
      )}
      <AlbumFooter album={album} />
      <MoreByArtist album={album} />
      <CommentsSection target={{ type: 'album', id: album.id }} />
    </>
  )
}

/** The first artist's other releases, newest first, as music apps end an album page. */
function MoreByArtist({ album }: { album: AlbumDetail }) {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const artist = album.artists[0]
  const releases = useInfiniteQuery({
    ...artistAlbumsQuery(api, artist?.id ?? 0),
    enabled: artist !== undefined,
  })
  const others = rowsOf(releases.data).filter((other) => other.id !== album.id)
  if (!artist || others.length === 0) return null
  const title = trans('More by :name', { name: artist.name })
  return (
    <ContentSection title={title} seeAllHref={urls.artist(artist)}>
      <Carousel label={title}>
        {others.map((other) => (
          <MediaCard
            key={other.id}
            item={other}
            subtitle={[yearOf(other.release_date), trans('Album')].filter(Boolean).join(' • ')}
          />
        ))}
      </Carousel>
    </ContentSection>
  )
}

function AlbumFooter({ album }: { album: AlbumDetail }) {
  const trans = useTrans()
  const released = album.release_date
    ? new Date(`${album.release_date}T00:00:00Z`).toLocaleDateString('en', {
        dateStyle: 'long',
        timeZone: 'UTC',
      })
    : null
  const terms = [
    ...album.genres.map((genre) => ({
      key: `g${genre.id}`,
      label: genre.display_name,
      href: urls.genre(genre),
    })),
    ...album.tags.map((tag) => ({
      key: `t${tag.id}`,
      label: `#${tag.display_name}`,
      href: urls.tag(tag),
    })),
  ]
  if (!released && !album.description && terms.length === 0) return null
  return (
    <div className="flex flex-col gap-4 text-sm text-muted">
      {released && <p>{trans('Released :date', { date: released })}</p>}
      {album.description && (
        <p className="max-w-3xl whitespace-pre-line text-main">{album.description}</p>
      )}
      {terms.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={trans('Genres and tags')}>
          {terms.map((term) => (
            <li key={term.key}>
              <Link
                to={term.href}
                className="inline-flex rounded-full bg-chip px-3 py-1.5 text-sm font-semibold text-main hover:bg-main/15"
              >
                {term.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
