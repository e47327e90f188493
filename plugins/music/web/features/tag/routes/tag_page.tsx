import { useInfiniteQuery } from '@tanstack/react-query'
import Disc3 from 'lucide-react/icons/disc-3'
import Hash from 'lucide-react/icons/hash'
import Music from 'lucide-react/icons/music'
import { useLocation, useParams } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { EmptyState } from '@web/ui/empty_state.js'
import { rowsOf } from '../../../api/paginated.js'
import { prefetching } from '../../../api/route_loader.js'
import { tagAlbumsQuery, tagQuery, tagTracksQuery } from '../../../api/taxonomy_queries.js'
import type { MediaItem, Page } from '../../../../shared/api_types.js'
import { PageContent } from '../../../components/page_layout.js'
import { PageTabs } from '../../../components/page_tabs.js'
import { PagedCardGrid } from '../../../components/paged_card_grid.js'
import { PagedTrackTable } from '../../../components/paged_track_table.js'
import { PlayPauseButton } from '../../../components/play_overlay_button.js'
import { useContextPlaying, usePlayback } from '../../../playback/use_playback.js'
import { urls } from '../../../../shared/urls.js'
import { CollectionHeader } from '../../../components/collection_header.js'
import type { InfiniteData } from '@tanstack/react-query'

type Section = 'tracks' | 'albums'

function sectionOf(pathname: string): Section {
  return pathname.endsWith('/albums') ? 'albums' : 'tracks'
}

export const loader = prefetching(({ params, url, api, query, infiniteQuery }) => {
  const name = params.tagName!
  query(tagQuery(api, name))
  const section = sectionOf(url.pathname)
  if (section === 'albums') infiniteQuery(tagAlbumsQuery(api, name))
  else infiniteQuery(tagTracksQuery(api, name))
})

/** /tag/{tagName} with /tracks and /albums: what carries the tag, most played first. */
export function Component() {
  const name = useParams().tagName!
  const section = sectionOf(useLocation().pathname)
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const { data: tag } = usePageQuery(tagQuery(api, name))
  // Loaded on both tabs: the header's play button plays the tag's songs.
  const tracks = useInfiniteQuery(tagTracksQuery(api, name))
  const albums = useInfiniteQuery({ ...tagAlbumsQuery(api, name), enabled: section === 'albums' })
  const title = tag ? `#${tag.display_name}` : undefined
  useDocumentTitle(title)

  const context = { type: 'tag', id: name, name: title ?? name }
  const playing = useContextPlaying(context)
  const { toggleContext } = usePlayback()
  const songs = rowsOf(tracks.data)

  return (
    <PageContent>
      <CollectionHeader
        icon={<Hash aria-hidden strokeWidth={1.5} />}
        label={trans('Tag')}
        title={title}
        actions={
          <>
            {songs.length > 0 && (
              <PlayPauseButton
                size="lg"
                playing={playing}
                label={
                  playing
                    ? trans('Pause :name', { name: title ?? name })
                    : trans('Play :name', { name: title ?? name })
                }
                onPress={() => void toggleContext(context, () => songs)}
              />
            )}
          </>
        }
      />
      {/* The tabs sit closer to their content than the header does. */}
      <div className="flex flex-col gap-6">
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
            context={context}
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
      </div>
    </PageContent>
  )
}
