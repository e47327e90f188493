import type { InfiniteData } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { MediaItem, Page } from '../../shared/api_types.js'
import { rowsOf } from '../api/paginated.js'
import { CardGrid } from './card_grid.js'
import { InfiniteSentinel } from './infinite_sentinel.js'
import { MediaCard, MediaCardSkeleton } from './media_card.js'
import { SectionError } from './section_states.js'

interface InfiniteList {
  data: InfiniteData<Page<MediaItem>, unknown> | undefined
  status: 'pending' | 'error' | 'success'
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => unknown
  refetch: () => unknown
}

/** A paginated list of cards: skeleton, error, empty, or the cards with more loading at the end. */
export function PagedCardGrid({
  list,
  label,
  empty,
  round,
}: {
  list: InfiniteList
  label: string
  empty: ReactNode
  round?: boolean
}) {
  const items = rowsOf(list.data)
  if (list.status === 'pending') {
    return (
      <CardGrid>
        {Array.from({ length: 6 }, (_, index) => (
          <li key={index}>
            <MediaCardSkeleton round={round} />
          </li>
        ))}
      </CardGrid>
    )
  }
  if (list.status === 'error' && items.length === 0)
    return <SectionError onRetry={() => void list.refetch()} />
  if (items.length === 0) return empty
  return (
    <>
      <CardGrid label={label}>
        {items.map((item) => (
          <li key={`${item.model_type}-${item.id}`}>
            <MediaCard item={item} />
          </li>
        ))}
      </CardGrid>
      <InfiniteSentinel
        hasNextPage={list.hasNextPage}
        isFetchingNextPage={list.isFetchingNextPage}
        fetchNextPage={list.fetchNextPage}
      />
    </>
  )
}
