import { routeNotFound } from '@web/kernel/route_loader.js'
import Radio from 'lucide-react/icons/radio'
import { useParams } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { EmptyState } from '@web/ui/empty_state.js'
import { radioQuery } from '../../../api/discovery_queries.js'
import { prefetching } from '../../../api/route_loader.js'
import type { RadioSeedType, Track } from '../../../../shared/api_types.js'
import { usePageInfiniteQuery } from '../../../api/use_page_query.js'
import { PageContent } from '../../../components/page_layout.js'
import { PlayPauseButton } from '../../../components/play_overlay_button.js'
import { TrackTable, TrackTableSkeleton } from '../../../components/track_table/track_table.js'
import { useContextPlaying, usePlayback } from '../../../playback/use_playback.js'
import { CollectionHeader } from '../../../components/collection_header.js'

const SEED_TYPES: readonly RadioSeedType[] = ['artist', 'track', 'album', 'genre', 'playlist']

export const loader = prefetching(({ params, api, infiniteQuery }) => {
  if (!SEED_TYPES.includes(params.seedType as RadioSeedType))
    throw routeNotFound()
  infiniteQuery(radioQuery(api, params.seedType!, params.seedId!))
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
  const tracks = uniqueTracks(radio.data?.pages.flatMap((page) => page.tracks) ?? [])
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
      <CollectionHeader
        icon={<Radio aria-hidden strokeWidth={1.5} />}
        label={trans('Radio')}
        title={name}
        description={trans('Songs like these, for as long as you listen.')}
        actions={
          tracks.length > 0 ? (
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
          ) : undefined
        }
      />
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

/** Each page of a station is drawn on its own, so a later page can repeat a song: list it once. */
function uniqueTracks(tracks: Track[]): Track[] {
  const seen = new Set<number>()
  return tracks.filter((track) => !seen.has(track.id) && seen.add(track.id))
}
