import Radio from 'lucide-react/icons/radio'
import { useParams } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { EmptyState } from '@web/ui/empty_state.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { radioQuery } from '../../../api/discovery_queries.js'
import { prefetching } from '../../../api/route_loader.js'
import type { RadioSeedType } from '../../../api/types.js'
import { usePageInfiniteQuery } from '../../../api/use_page_query.js'
import { PageContent } from '../../../components/page_layout.js'
import { PlayPauseButton } from '../../../components/play_overlay_button.js'
import { TrackTable, TrackTableSkeleton } from '../../../components/track_table/track_table.js'
import { useContextPlaying, usePlayback } from '../../../playback/use_playback.js'

const SEED_TYPES: readonly RadioSeedType[] = ['artist', 'track', 'album', 'genre', 'playlist']

export const loader = prefetching(({ params, api, queryClient }) => {
  if (!SEED_TYPES.includes(params.seedType as RadioSeedType))
    throw new Response('Not found', { status: 404 })
  void queryClient.prefetchInfiniteQuery(radioQuery(api, params.seedType!, params.seedId!))
})

/**
 * /radio/{seedType}/{seedId}/{seedName}: an endless station from a seed.
 * Playing it hands the player the seed, so the music goes on after the
 * listed tracks run out.
 */
export function Component() {
  const { seedType, seedId } = useParams() as { seedType: RadioSeedType; seedId: string }
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const radio = usePageInfiniteQuery(radioQuery(api, seedType, seedId))
  const seed = radio.data?.pages[0]?.seed
  const tracks = radio.data?.pages.flatMap((page) => page.tracks) ?? []
  const name = seed ? trans(':name Radio', { name: seed.name }) : undefined
  useDocumentTitle(name)
  const context = {
    type: 'radio',
    id: `${seedType}:${seedId}`,
    name,
    radioSeed: { type: seedType, id: seedId },
  }
  const playing = useContextPlaying(context)
  const { toggleContext } = usePlayback()

  return (
    <PageContent>
      <header className="relative flex flex-col items-center gap-5 md:flex-row md:items-end md:gap-7">
        <div
          aria-hidden
          className="pointer-events-none absolute -inset-x-8 -top-24 -bottom-6 bg-linear-to-b from-primary/30 to-transparent"
        />
        <div className="relative flex size-48 items-center justify-center rounded-base bg-linear-to-br from-primary to-primary/40 text-on-primary shadow-2xl shadow-black/40 md:size-56">
          <Radio aria-hidden className="size-20" strokeWidth={1.5} />
        </div>
        <div className="relative flex min-w-0 flex-col items-center gap-3 md:items-start">
          <span className="text-xs font-semibold tracking-wide text-main uppercase">
            {trans('Radio')}
          </span>
          {name ? (
            <h1 className="text-center text-4xl font-black tracking-tight text-balance text-main md:text-left md:text-6xl">
              {name}
            </h1>
          ) : (
            <Skeleton className="h-12 w-72" />
          )}
          <p className="text-sm text-muted">
            {trans('Songs like these, for as long as you listen.')}
          </p>
        </div>
      </header>
      {tracks.length > 0 && (
        <div className="flex justify-center md:justify-start">
          <PlayPauseButton
            size="lg"
            playing={playing}
            label={
              playing
                ? trans('Pause :name', { name: name ?? '' })
                : trans('Play :name', { name: name ?? '' })
            }
            onPress={() => void toggleContext(context, () => tracks)}
          />
        </div>
      )}
      {radio.isPending ? (
        <TrackTableSkeleton />
      ) : tracks.length === 0 ? (
        <EmptyState
          icon={<Radio aria-hidden />}
          message={trans('There is nothing to play on this station yet.')}
        />
      ) : (
        <TrackTable
          tracks={tracks}
          label={name ?? trans('Radio')}
          context={context}
          hasNextPage={radio.hasNextPage && tracks.length < 200}
          fetchNextPage={() => void radio.fetchNextPage()}
          isFetchingNextPage={radio.isFetchingNextPage}
        />
      )}
    </PageContent>
  )
}
