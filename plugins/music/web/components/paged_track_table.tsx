import type { InfiniteData } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { Page, Track } from '../../shared/api_types.js'
import { rowsOf } from '../api/paginated.js'
import type { PlayContext } from '../playback/use_playback.js'
import { SectionError } from './section_states.js'
import { TrackTable, TrackTableSkeleton, type ExtraColumn } from './track_table/track_table.js'

interface InfiniteTracks {
  data: InfiniteData<Page<Track>, unknown> | undefined
  status: 'pending' | 'error' | 'success'
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => unknown
  refetch: () => unknown
}

/** A paginated track list: skeleton, error, empty, or the windowed table loading more as it scrolls. */
export function PagedTrackTable({
  list,
  label,
  context,
  empty,
  extraColumn,
}: {
  list: InfiniteTracks
  label: string
  context: PlayContext
  empty: ReactNode
  extraColumn?: ExtraColumn
}) {
  const tracks = rowsOf(list.data)
  if (list.status === 'pending') return <TrackTableSkeleton />
  if (list.status === 'error' && tracks.length === 0)
    return <SectionError onRetry={() => void list.refetch()} />
  if (tracks.length === 0) return empty
  return (
    <TrackTable
      tracks={tracks}
      label={label}
      context={context}
      extraColumn={extraColumn}
      hasNextPage={list.hasNextPage}
      fetchNextPage={() => void list.fetchNextPage()}
      isFetchingNextPage={list.isFetchingNextPage}
    />
  )
}
