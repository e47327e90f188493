import { lazy, Suspense } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { ButtonLink } from '@web/ui/button.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { lyricsQuery, trackQuery } from '../../../api/catalogue_queries.js'
import type { TrackDetail } from '../../../../shared/api_types.js'
import { ArtistLinks } from '../../../components/artist_links.js'
import { CommentsSection } from '../../../components/comments/comments_section.js'
import { ContentSection } from '../../../components/content_section.js'
import { LikeButton } from '../../../components/like_button.js'
import { LyricsView } from '../../../components/lyrics_view.js'
import { MetaLine, PageHeader, PageHeaderSkeleton } from '../../../components/page_header.js'
import { PageContent } from '../../../components/page_layout.js'
import { PlayPauseButton } from '../../../components/play_overlay_button.js'
import { RepostButton } from '../../../components/repost_button.js'
import { HeaderMoreMenu } from '../../../components/share_menu.js'
import { TrackWaveform } from '../../../components/waveform/track_waveform.js'
import { WhenVisible } from '@web/ui/when_visible.js'
import { countLabel, formatDuration, yearOf } from '../../../format.js'
import { usePlayer } from '../../../player/hooks/use_player.js'
import { usePrimeTrack } from '../../../player/hooks/use_prime_track.js'
import { useContextPlaying, usePlayback } from '../../../playback/use_playback.js'
import { urls } from '../../../../shared/urls.js'

/** At the bottom of the page: its table and data load when it scrolls into view. */
const MoreByArtist = lazy(() => import('../components/more_by_artist.js'))

/** /track/{trackId}/{trackName}: waveform, play, like, repost, lyrics, comments at a position. */
export function Component() {
  const id = Number(useParams().trackId)
  const api = useService(API_CLIENT)
  const trans = useTrans()
  const { data: track } = usePageQuery(trackQuery(api, id))
  useDocumentTitle(
    track && `${track.name} - ${track.artists.map((artist) => artist.name).join(', ')}`
  )

  return (
    <PageContent>
      {track ? (
        <TrackView track={track} />
      ) : (
        <div role="status" aria-label={trans('Loading page...')} className="flex flex-col gap-10">
          <PageHeaderSkeleton />
          <Skeleton className="h-16 w-full" />
        </div>
      )}
    </PageContent>
  )
}

function TrackView({ track }: { track: TrackDetail }) {
  const trans = useTrans()
  const context = { type: 'track', id: track.id, name: track.name }
  const playing = useContextPlaying(context)
  const { toggleContext } = usePlayback()
  usePrimeTrack(track)
  const position = usePlayer((state) =>
    state.current?.track.id === track.id ? Math.floor(state.position) : null
  )

  return (
    <>
      <PageHeader
        kind="track"
        image={track.image}
        imageAlt={trans('Cover of :name', { name: track.name })}
        label={trans('Song')}
        title={track.name}
        meta={
          <MetaLine
            items={[
              track.artists.length > 0 && <ArtistLinks artists={track.artists} />,
              track.album && (
                <Link
                  to={urls.album({ ...track.album, artists: track.artists })}
                  className="hover:underline"
                >
                  {track.album.name}
                </Link>
              ),
              yearOf(track.created_at),
              formatDuration(track.duration),
              countLabel(trans, track.plays, ':count play', ':count plays'),
            ]}
          />
        }
        actions={
          <>
            <PlayPauseButton
              size="lg"
              playing={playing}
              label={
                playing
                  ? trans('Pause :name', { name: track.name })
                  : trans('Play :name', { name: track.name })
              }
              onPress={() => void toggleContext(context, () => [track])}
            />
            <LikeButton
              type="track"
              id={track.id}
              name={track.name}
              liked={track.liked}
              size="md"
            />
            <RepostButton type="track" id={track.id} name={track.name} reposted={track.reposted} />
            <HeaderMoreMenu
              name={track.name}
              path={urls.track(track)}
              embedPath={urls.trackEmbed(track)}
              radioPath={urls.radio({ type: 'track', id: track.id, name: track.name })}
            />
          </>
        }
      />
      <TrackWaveform track={track} peaks={track.waveform} />

      <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-10">
          {track.description && (
            <p className="max-w-3xl text-base whitespace-pre-line text-main">{track.description}</p>
          )}
          <CommentsSection target={{ type: 'track', id: track.id }} currentPosition={position} />
        </div>
        <div className="flex min-w-0 flex-col gap-10">
          {track.has_lyrics && <LyricsPreview track={track} position={position} />}
          <TermChips track={track} />
        </div>
      </div>
      <WhenVisible>
        <Suspense fallback={null}>
          <MoreByArtist track={track} />
        </Suspense>
      </WhenVisible>
    </>
  )
}

/** The first lines of the lyrics, with the way to all of them. */
function LyricsPreview({ track, position }: { track: TrackDetail; position: number | null }) {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const lyrics = useQuery(lyricsQuery(api, track.id))
  if (lyrics.isError) return null
  return (
    <ContentSection title={trans('Lyrics')}>
      <div className="relative max-h-96 overflow-hidden rounded-base bg-paper p-6">
        {lyrics.data ? (
          <LyricsView lyrics={lyrics.data} position={position} className="text-base! md:text-lg!" />
        ) : (
          <div className="flex flex-col gap-3">
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} className="h-5 w-3/4" />
            ))}
          </div>
        )}
        <div
          aria-hidden
          className="pointer-events-none absolute inset-x-0 bottom-0 h-24 bg-linear-to-t from-paper to-transparent"
        />
      </div>
      <ButtonLink
        href={urls.lyrics(track)}
        variant="secondary"
        size="sm"
        className="self-start rounded-full"
      >
        {trans('Show all lyrics')}
      </ButtonLink>
    </ContentSection>
  )
}

function TermChips({ track }: { track: TrackDetail }) {
  const trans = useTrans()
  const terms = [
    ...track.genres.map((genre) => ({
      key: `g${genre.id}`,
      label: genre.display_name,
      href: urls.genre(genre),
    })),
    ...track.tags.map((tag) => ({
      key: `t${tag.id}`,
      label: `#${tag.display_name}`,
      href: urls.tag(tag),
    })),
  ]
  if (terms.length === 0) return null
  return (
    <ContentSection title={trans('Genres and tags')}>
      <ul className="flex flex-wrap gap-2">
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
    </ContentSection>
  )
}
