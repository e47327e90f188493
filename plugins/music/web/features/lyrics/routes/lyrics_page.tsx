import { useQuery } from '@tanstack/react-query'
import MicVocal from 'lucide-react/icons/mic-vocal'
import { Link, useParams } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { isApiError } from '@web/services/api_error.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { EmptyState } from '@web/ui/empty_state.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { lyricsQuery, trackQuery } from '../../../api/catalogue_queries.js'
import { idParam, prefetching } from '../../../api/route_loader.js'
import { ArtistLinks } from '../../../components/artist_links.js'
import { CoverImage } from '../../../components/cover_image.js'
import { LyricsView } from '../../../components/lyrics_view.js'
import { PageContent } from '../../../components/page_layout.js'
import { PlayPauseButton } from '../../../components/play_overlay_button.js'
import { SectionError } from '../../../components/section_states.js'
import { usePlayer } from '../../../player/hooks/use_player.js'
import { useContextPlaying, usePlayback } from '../../../playback/use_playback.js'
import { urls } from '../../../../shared/urls.js'

export const loader = prefetching(({ params, api, query }) => {
  const id = idParam(params.trackId)
  query(trackQuery(api, id))
  query(lyricsQuery(api, id))
})

/** /track/{trackId}/{trackName}/lyrics: the whole lyrics, synced lines following the music. */
export function Component() {
  const id = Number(useParams().trackId)
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const { data: track } = usePageQuery(trackQuery(api, id))
  const lyrics = useQuery({ ...lyricsQuery(api, id), retry: false })
  const context = { type: 'track', id, name: track?.name }
  const playing = useContextPlaying(context)
  const { toggleContext } = usePlayback()
  const position = usePlayer((state) => (state.current?.track.id === id ? state.position : null))
  useDocumentTitle(track && trans('Lyrics of :name', { name: track.name }))
  const missing = lyrics.isError && isApiError(lyrics.error) && lyrics.error.status === 404

  return (
    <PageContent>
      {/* A reading column: long lines of lyrics are hard to follow across a wide screen. */}
      <div className="flex w-full max-w-4xl flex-col gap-10">
        {track ? (
          <header className="flex items-center gap-4">
            <CoverImage
              src={track.image}
              alt={trans('Cover of :name', { name: track.name })}
              kind="track"
              className="size-20 md:size-24"
              eager
            />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <span className="text-xs font-semibold tracking-wide text-muted uppercase">
                {trans('Lyrics')}
              </span>
              <h1 className="line-clamp-2 text-2xl font-extrabold break-words text-main md:text-3xl">
                <Link to={urls.track(track)} className="hover:underline">
                  {track.name}
                </Link>
              </h1>
              <ArtistLinks artists={track.artists} className="text-sm text-muted" />
            </div>
            <PlayPauseButton
              playing={playing}
              label={
                playing
                  ? trans('Pause :name', { name: track.name })
                  : trans('Play :name', { name: track.name })
              }
              onPress={() =>
                void toggleContext({ type: 'track', id: track.id, name: track.name }, () => [track])
              }
            />
          </header>
        ) : (
          <div className="flex items-center gap-4">
            <Skeleton className="size-20 shrink-0 md:size-24" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-3 w-16" />
              <Skeleton className="h-8 w-1/2" />
            </div>
          </div>
        )}
        {lyrics.data ? (
          <LyricsView lyrics={lyrics.data} position={position} className="text-2xl md:text-3xl" />
        ) : missing ? (
          <EmptyState
            icon={<MicVocal aria-hidden />}
            message={trans('No lyrics for this track yet.')}
          />
        ) : lyrics.isError ? (
          <SectionError onRetry={() => void lyrics.refetch()} />
        ) : (
          <div role="status" aria-label={trans('Loading lyrics')} className="flex flex-col gap-4">
            {[0, 1, 2, 3, 4, 5].map((index) => (
              <Skeleton key={index} className="h-7 w-2/3" />
            ))}
          </div>
        )}
      </div>
    </PageContent>
  )
}
