import { useState } from 'react'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import SearchIcon from 'lucide-react/icons/search'
import SearchX from 'lucide-react/icons/search-x'
import { Input, SearchField, Tab, TabList, Tabs } from 'react-aria-components'
import { useParams } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { EmptyState } from '@web/ui/empty_state.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { homepageQuery, searchAllQuery, searchTabQuery } from '../../../api/discovery_queries.js'
import { rowsOf } from '../../../api/paginated.js'
import { prefetching } from '../../../api/route_loader.js'
import type { Track } from '../../../../shared/api_types.js'
import { CardGrid } from '../../../components/card_grid.js'
import { ContentSection } from '../../../components/content_section.js'
import { InfiniteSentinel } from '../../../components/infinite_sentinel.js'
import { MediaCard, MediaCardSkeleton } from '../../../components/media_card.js'
import { PageContent } from '../../../components/page_layout.js'
import { SectionError } from '../../../components/section_states.js'
import { TrackTable, TrackTableSkeleton } from '../../../components/track_table/track_table.js'
import { SEARCH_TABS, urls, type SearchTabName } from '../../../../shared/urls.js'
import { SearchAll } from '../components/search_all.js'
import { useSearchNavigation } from '../components/use_search_navigation.js'

export const loader = prefetching(({ params, api, query, infiniteQuery }) => {
  const text = params.searchQuery?.trim()
  const tab = params.tabName as SearchTabName | undefined
  if (!text) query(homepageQuery(api))
  else if (tab && SEARCH_TABS.includes(tab)) infiniteQuery(searchTabQuery(api, text, tab))
  else query(searchAllQuery(api, text))
})

/** /search, /search/{query} and /search/{query}/{tab}: results as you type, a tab per kind. */
export function Component() {
  const trans = useTrans()
  const { searchQuery = '', tabName } = useParams()
  const query = searchQuery.trim()
  const tab = SEARCH_TABS.includes(tabName as SearchTabName) ? (tabName as SearchTabName) : null
  useDocumentTitle(query ? trans('Search results for ":query"', { query }) : trans('Search'))
  const labels: Record<'all' | SearchTabName, string> = {
    all: trans('All'),
    artists: trans('Artists'),
    albums: trans('Albums'),
    tracks: trans('Songs'),
    playlists: trans('Playlists'),
    users: trans('Profiles'),
    tags: trans('Tags'),
  }

  return (
    <PageContent>
      <div className="flex flex-col gap-6">
        <MobileSearchField key={query} initial={query} />
        {!query ? (
          <BrowseAll />
        ) : (
          <>
            <h1 className="sr-only">{trans('Search results for ":query"', { query })}</h1>
            <Tabs selectedKey={tab ?? 'all'}>
              {/* One row on a phone, scrolling sideways to the screen's edges, as music apps do. */}
              <TabList
                aria-label={trans('Result types')}
                className="flex gap-2 max-md:-mx-4 max-md:-my-1 max-md:overflow-x-auto max-md:px-4 max-md:py-1 max-md:[scrollbar-width:none] md:flex-wrap"
              >
                {(['all', ...SEARCH_TABS] as const).map((key) => (
                  <Tab
                    key={key}
                    id={key}
                    href={urls.search(query, key === 'all' ? undefined : key)}
                    routerOptions={{ replace: true }}
                    className="shrink-0 cursor-pointer rounded-full bg-chip px-4 py-1.5 whitespace-nowrap text-sm font-semibold text-main outline-none transition-colors hover:bg-main/15 data-focus-visible:outline-2 data-focus-visible:outline-solid data-focus-visible:outline-primary data-selected:bg-main data-selected:text-background"
                  >
                    {labels[key]}
                  </Tab>
                ))}
              </TabList>
            </Tabs>
            {tab ? (
              <TabResults query={query} tab={tab} title={labels[tab]} />
            ) : (
              <AllResults query={query} />
            )}
          </>
        )}
      </div>
    </PageContent>
  )
}

/** The top bar's search field is hidden on phones: the page has its own there. */
function MobileSearchField({ initial }: { initial: string }) {
  const trans = useTrans()
  const [text, setText] = useState(initial)
  useSearchNavigation(text)
  return (
    <SearchField
      aria-label={trans('Search')}
      value={text}
      onChange={setText}
      className="relative md:hidden"
    >
      <SearchIcon
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-background/70"
      />
      <Input
        placeholder={trans('What do you want to play?')}
        className="h-12 w-full rounded-base bg-main pr-4 pl-11 text-base font-medium text-background outline-none placeholder:text-background/60 [&::-webkit-search-cancel-button]:hidden"
      />
    </SearchField>
  )
}

function AllResults({ query }: { query: string }) {
  const api = useService(API_CLIENT)
  const search = useQuery({
    ...searchAllQuery(api, query),
    placeholderData: (previous) => previous,
  })
  if (search.isPending) return <ResultsSkeleton />
  if (search.isError) return <SectionError onRetry={() => void search.refetch()} />
  const { results } = search.data
  const total = Object.values(results).reduce((sum, list) => sum + list.length, 0)
  if (total === 0) return <NoResults query={query} />
  return (
    <div className={search.isPlaceholderData ? 'opacity-70 transition-opacity' : undefined}>
      <SearchAll query={search.data.query} results={results} />
    </div>
  )
}

function TabResults({ query, tab, title }: { query: string; tab: SearchTabName; title: string }) {
  const api = useService(API_CLIENT)
  const results = useInfiniteQuery(searchTabQuery(api, query, tab))
  const items = rowsOf(results.data)
  if (results.isPending) return tab === 'tracks' ? <TrackTableSkeleton /> : <ResultsSkeleton />
  if (results.isError) return <SectionError onRetry={() => void results.refetch()} />
  if (items.length === 0) return <NoResults query={query} />
  if (tab === 'tracks') {
    return (
      <TrackTable
        tracks={items as Track[]}
        label={title}
        context={{ type: 'search', id: query, name: query }}
        hasNextPage={results.hasNextPage}
        fetchNextPage={() => void results.fetchNextPage()}
        isFetchingNextPage={results.isFetchingNextPage}
      />
    )
  }
  return (
    <>
      <CardGrid label={title}>
        {items.map((item) => (
          <li key={`${item.model_type}-${item.id}`}>
            <MediaCard item={item} />
          </li>
        ))}
      </CardGrid>
      <InfiniteSentinel
        hasNextPage={results.hasNextPage}
        isFetchingNextPage={results.isFetchingNextPage}
        fetchNextPage={results.fetchNextPage}
      />
    </>
  )
}

function NoResults({ query }: { query: string }) {
  const trans = useTrans()
  return (
    <EmptyState
      icon={<SearchX aria-hidden />}
      message={trans(
        'No results found for ":query". Check the spelling, or try fewer or other words.',
        { query }
      )}
    />
  )
}

function ResultsSkeleton() {
  const trans = useTrans()
  return (
    <div role="status" aria-label={trans('Searching...')} className="flex flex-col gap-4">
      <Skeleton className="h-7 w-40" />
      <CardGrid>
        {Array.from({ length: 6 }, (_, index) => (
          <li key={index}>
            <MediaCardSkeleton />
          </li>
        ))}
      </CardGrid>
    </div>
  )
}

/** /search with nothing typed: the genres to browse, from the homepage's genre channels. */
function BrowseAll() {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const home = useQuery(homepageQuery(api))
  const genres = (home.data ?? [])
    .filter(({ channel }) => channel.content_type === 'genres')
    .flatMap(({ pagination }) => pagination.data)
  return (
    <ContentSection title={trans('Browse all')}>
      {home.isPending ? (
        <ResultsSkeleton />
      ) : genres.length === 0 ? (
        <EmptyState
          icon={<SearchIcon aria-hidden />}
          message={trans('Search for artists, songs, albums, playlists and people.')}
        />
      ) : (
        <CardGrid label={trans('Genres')}>
          {genres.map((genre) => (
            <li key={genre.id}>
              <MediaCard item={genre} />
            </li>
          ))}
        </CardGrid>
      )}
    </ContentSection>
  )
}
