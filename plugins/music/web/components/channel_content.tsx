import { useTrans } from '@web/i18n/use_trans.js'
import type { Channel, MediaItem, Track } from '../../shared/api_types.js'
import { CardGrid } from './card_grid.js'
import { Carousel } from './carousel.js'
import { MediaCard } from './media_card.js'
import { MediaList } from './media_list.js'
import { TrackTable, type TrackTableProps } from './track_table/track_table.js'

/**
 * A channel's items drawn by its layout setting (grid, carousel, list or
 * track table). A track table of anything but tracks falls back to a grid.
 */
export function ChannelContent({
  channel,
  items,
  paging,
  preview,
}: {
  channel: Channel
  items: MediaItem[]
  /** On the homepage: lists show their first rows, the channel page shows the rest. */
  preview?: boolean
  /** Infinite loading for the track table of a channel page. */
  paging?: Pick<TrackTableProps, 'hasNextPage' | 'fetchNextPage' | 'isFetchingNextPage'>
}) {
  const trans = useTrans()
  const label = channel.restricted_by ? `${channel.name}: ${displayName(channel)}` : channel.name
  const context = { type: 'channel', id: channel.id, name: channel.name }
  const tracks = items.filter((item): item is Track => item.model_type === 'track')

  if (channel.layout === 'trackTable' && tracks.length === items.length) {
    return (
      <TrackTable
        tracks={preview ? tracks.slice(0, 6) : tracks}
        label={label}
        context={context}
        {...paging}
      />
    )
  }
  if (channel.layout === 'list') {
    return <MediaList items={preview ? items.slice(0, 8) : items} label={label} context={context} />
  }
  if (channel.layout === 'carousel') {
    return (
      <Carousel label={trans(':name, scrollable', { name: label })}>
        {items.map((item) => (
          <MediaCard key={`${item.model_type}-${item.id}`} item={item} />
        ))}
      </Carousel>
    )
  }
  return (
    <CardGrid label={label}>
      {items.map((item) => (
        <li key={`${item.model_type}-${item.id}`}>
          <MediaCard item={item} />
        </li>
      ))}
    </CardGrid>
  )
}

function displayName(channel: Channel) {
  const by = channel.restricted_by
  return by ? by.display_name : ''
}
