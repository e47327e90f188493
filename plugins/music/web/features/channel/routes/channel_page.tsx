import Disc3 from 'lucide-react/icons/disc-3'
import Inbox from 'lucide-react/icons/inbox'
import LayoutGrid from 'lucide-react/icons/layout-grid'
import ListMusic from 'lucide-react/icons/list-music'
import MicVocal from 'lucide-react/icons/mic-vocal'
import Music from 'lucide-react/icons/music'
import Shapes from 'lucide-react/icons/shapes'
import { useParams } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { EmptyState } from '@web/ui/empty_state.js'
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
import { CollectionHeader } from '../../../components/collection_header.js'
import type { Channel, Track } from '../../../../shared/api_types.js'
import { usePageInfiniteQuery } from '../../../api/use_page_query.js'

export const loader = prefetching(({ params, api, infiniteQuery }) => {
  infiniteQuery(
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
      <CollectionHeader
        icon={<ChannelIcon type={channel?.content_type} />}
        label={
          channel?.restricted_by
            ? channel.restriction === 'genre'
              ? trans('Genre')
              : trans('Tag')
            : trans('Channel')
        }
        title={title}
        // A restricted channel's own description speaks of the template ("tracks of a genre").
        description={channel && !channel.restricted_by ? channel.description : null}
        actions={
          tracks.length > 0 && context ? (
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
          ) : undefined
        }
      />
      {!channel ? (
        <div role="status" aria-label={trans('Loading page...')}>
          {restriction || slugOrId === 'genre' ? <TrackTableSkeleton /> : <GridSkeleton />}
        </div>
      ) : items.length === 0 ? (
        <EmptyState
          icon={<Inbox aria-hidden />}
          message={trans('This channel has nothing in it yet.')}
        />
      ) : (
        <>
          <ChannelContent
            // A carousel suits a homepage row; the channel's own page shows everything at once.
            channel={channel.layout === 'carousel' ? { ...channel, layout: 'grid' } : channel}
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
    </PageContent>
  )
}

const CHANNEL_ICONS = {
  tracks: Music,
  albums: Disc3,
  artists: MicVocal,
  playlists: ListMusic,
  channels: LayoutGrid,
  genres: Shapes,
} as const

function ChannelIcon({ type }: { type: Channel['content_type'] | undefined }) {
  const Icon = CHANNEL_ICONS[type ?? 'tracks']
  return <Icon aria-hidden strokeWidth={1.5} />
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
