import Inbox from 'lucide-react/icons/inbox'
import { useParams } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { EmptyState } from '@web/ui/empty_state.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { channelItemsOf, channelOf, channelQuery } from '../../../api/discovery_queries.js'
import { prefetching } from '../../../api/route_loader.js'
import { CardGrid } from '../../../components/card_grid.js'
import { ChannelContent } from '../../../components/channel_content.js'
import { InfiniteSentinel } from '../../../components/infinite_sentinel.js'
import { MediaCardSkeleton } from '../../../components/media_card.js'
import { PageContent } from '../../../components/page_layout.js'
import { PlayPauseButton } from '../../../components/play_overlay_button.js'
import { TrackTableSkeleton } from '../../../components/track_table/track_table.js'
import { useContextPlaying, usePlayback } from '../../../playback/use_playback.js'
import type { Track } from '../../../api/types.js'
import { usePageInfiniteQuery } from '../../../api/use_page_query.js'

export const loader = prefetching(({ params, api, queryClient }) => {
  void queryClient.prefetchInfiniteQuery(
    channelQuery(api, params.slugOrId!, params.restriction ?? null)
  )
})

/**
 * /channel/{slugOrId}[/{restriction}] and the bare /{slugOrId}[/{restriction}]:
 * a channel's full content, more as you scroll. A restricted channel (the
 * genre channel) is titled by what it is restricted to.
 */
export function Component() {
  const { slugOrId, restriction } = useParams()
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const query = usePageInfiniteQuery(channelQuery(api, slugOrId!, restriction ?? null))
  const channel = channelOf(query.data)
  const items = channelItemsOf(query.data)
  const title = channel?.restricted_by?.display_name ?? channel?.name
  useDocumentTitle(title)
  const tracks = items.filter((item): item is Track => item.model_type === 'track')
  const context = channel ? { type: 'channel', id: channel.id, name: title } : null
  const playing = useContextPlaying(context)
  const { toggleContext } = usePlayback()

  return (
    <PageContent>
      {!channel ? (
        <div role="status" aria-label={trans('Loading page...')} className="flex flex-col gap-6">
          <Skeleton className="h-12 w-72" />
          <Skeleton className="h-4 w-96 max-w-full" />
          {restriction || slugOrId === 'genre' ? <TrackTableSkeleton /> : <GridSkeleton />}
        </div>
      ) : (
        <>
          <header className="flex flex-col gap-4">
            <div className="flex items-end gap-5">
              {tracks.length > 0 && context && (
                <PlayPauseButton
                  size="lg"
                  playing={playing}
                  label={
                    playing
                      ? trans('Pause :name', { name: title! })
                      : trans('Play :name', { name: title! })
                  }
                  onPress={() => void toggleContext(context, () => tracks)}
                />
              )}
              <div className="min-w-0">
                {channel.restricted_by && (
                  <span className="text-xs font-semibold tracking-wide text-muted uppercase">
                    {channel.restriction === 'genre' ? trans('Genre') : trans('Tag')}
                  </span>
                )}
                <h1 className="text-4xl font-black tracking-tight text-main md:text-6xl">
                  {title}
                </h1>
              </div>
            </div>
            {channel.description && <p className="text-base text-muted">{channel.description}</p>}
          </header>
          {items.length === 0 ? (
            <EmptyState
              icon={<Inbox aria-hidden />}
              message={trans('This channel has nothing in it yet.')}
            />
          ) : (
            <>
              <ChannelContent
                channel={channel}
                items={items}
                paging={{
                  hasNextPage: query.hasNextPage,
                  fetchNextPage: () => void query.fetchNextPage(),
                  isFetchingNextPage: query.isFetchingNextPage,
                }}
              />
              {channel.layout !== 'trackTable' && (
                <InfiniteSentinel
                  hasNextPage={query.hasNextPage}
                  isFetchingNextPage={query.isFetchingNextPage}
                  fetchNextPage={query.fetchNextPage}
                />
              )}
            </>
          )}
        </>
      )}
    </PageContent>
  )
}

function GridSkeleton() {
  return (
    <CardGrid>
      {Array.from({ length: 12 }, (_, index) => (
        <li key={index}>
          <MediaCardSkeleton />
        </li>
      ))}
    </CardGrid>
  )
}
