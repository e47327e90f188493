import { useInfiniteQuery } from '@tanstack/react-query'
import Disc3 from 'lucide-react/icons/disc-3'
import Music from 'lucide-react/icons/music'
import { useLocation, useParams } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { EmptyState } from '@web/ui/empty_state.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { prefetching } from '../../../api/route_loader.js'
import { tagAlbumsQuery, tagQuery, tagTracksQuery } from '../../../api/taxonomy_queries.js'
import type { MediaItem, Page } from '../../../api/types.js'
import { PageContent } from '../../../components/page_layout.js'
import { PageTabs } from '../../../components/page_tabs.js'
import { PagedCardGrid } from '../../../components/paged_card_grid.js'
import { PagedTrackTable } from '../../../components/paged_track_table.js'
import { urls } from '../../../urls.js'
import type { InfiniteData } from '@tanstack/react-query'

type Section = 'tracks' | 'albums'

function sectionOf(pathname: string): Section {
  return pathname.endsWith('/albums') ? 'albums' : 'tracks'
}

export const loader = prefetching(({ params, url, api, queryClient }) => {
  const name = params.tagName!
  void queryClient.prefetchQuery(tagQuery(api, name))
  const section = sectionOf(url.pathname)
  if (section === 'albums') void queryClient.prefetchInfiniteQuery(tagAlbumsQuery(api, name))
  else void queryClient.prefetchInfiniteQuery(tagTracksQuery(api, name))
})

/** /tag/{tagName} with /tracks and /albums: what carries the tag, most played first. */
export function Component() {
  const name = useParams().tagName!
  const section = sectionOf(useLocation().pathname)
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const { data: tag } = usePageQuery(tagQuery(api, name))
  const tracks = useInfiniteQuery({ ...tagTracksQuery(api, name), enabled: section === 'tracks' })
  const albums = useInfiniteQuery({ ...tagAlbumsQuery(api, name), enabled: section === 'albums' })
  const title = tag ? `#${tag.display_name}` : undefined
  useDocumentTitle(title)

  return (
    <PageContent className="gap-6">
      <header className="relative flex flex-col gap-2 pt-6">
        <div
          aria-hidden
          className="pointer-events-none absolute -inset-x-8 -top-24 -bottom-6 bg-linear-to-b from-primary/25 to-transparent"
        />
        <span className="relative text-xs font-semibold tracking-wide text-main uppercase">
          {trans('Tag')}
        </span>
        {title ? (
          <h1 className="relative text-4xl font-black tracking-tight break-words text-main md:text-7xl">
            {title}
          </h1>
        ) : (
          <Skeleton className="h-12 w-64 md:h-18" />
        )}
      </header>
      <PageTabs
        label={trans('Tag sections')}
        selected={section}
        tabs={[
          { id: 'tracks', label: trans('Songs'), href: urls.tag({ name }, 'tracks') },
          { id: 'albums', label: trans('Albums'), href: urls.tag({ name }, 'albums') },
        ]}
      />
      {section === 'tracks' ? (
        <PagedTrackTable
          list={tracks}
          label={trans('Songs tagged :name', { name })}
          context={{ type: 'tag', id: name, name: title ?? name }}
          empty={
            <EmptyState
              icon={<Music aria-hidden />}
              message={trans('No songs carry this tag yet.')}
            />
          }
        />
      ) : (
        <PagedCardGrid
          list={{
            ...albums,
            data: albums.data as InfiniteData<Page<MediaItem>, unknown> | undefined,
          }}
          label={trans('Albums tagged :name', { name })}
          empty={
            <EmptyState
              icon={<Disc3 aria-hidden />}
              message={trans('No albums carry this tag yet.')}
            />
          }
        />
      )}
    </PageContent>
  )
}
