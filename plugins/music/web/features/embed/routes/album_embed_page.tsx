import { useParams } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { cx } from '@web/ui/cx.js'
import { embedAlbumQuery } from '../../../api/catalogue_queries.js'
import { idParam, prefetching } from '../../../api/route_loader.js'
import { formatDuration } from '../../../format.js'
import { useCurrentTrackId, usePlayback } from '../../../playback/use_playback.js'
import { urls } from '../../../../shared/urls.js'
import { EmbedFrame } from '../components/embed_frame.js'
import { EmbedSkeleton } from './track_embed_page.js'

export const loader = prefetching(({ params, api, query }) => {
  query(embedAlbumQuery(api, idParam(params.albumId)))
})

/** /album/{albumId}/{artistName}/{albumName}/embed: the compact player with the album's tracks under it. */
export function Component() {
  const id = Number(useParams().albumId)
  const api = useService(API_CLIENT)
  const trans = useTrans()
  const { data: album } = usePageQuery(embedAlbumQuery(api, id))
  const { playTracks } = usePlayback()
  const currentId = useCurrentTrackId()
  useDocumentTitle(album?.name)
  if (!album) return <EmbedSkeleton label={trans('Loading page...')} />
  const context = { type: 'album', id: album.id, name: album.name, source: 'embed' as const }
  return (
    <EmbedFrame
      title={album.name}
      href={urls.album(album)}
      image={album.image}
      artists={album.artists}
      tracks={album.tracks}
      context={context}
    >
      <ol
        aria-label={trans('Tracks of :name', { name: album.name })}
        className="flex-1 overflow-y-auto border-t border-divider px-2 py-1"
      >
        {album.tracks.map((track, index) => (
          <li key={track.id}>
            <button
              type="button"
              onClick={() => playTracks(album.tracks, index, context)}
              className={cx(
                'flex w-full items-center gap-3 rounded-base px-2 py-2 text-left text-sm hover:bg-main/[0.07]',
                currentId === track.id ? 'text-primary' : 'text-main'
              )}
            >
              <span className="w-5 text-right text-muted tabular-nums">{index + 1}</span>
              <span className="min-w-0 flex-1 truncate font-medium">{track.name}</span>
              <span className="text-muted tabular-nums">{formatDuration(track.duration)}</span>
            </button>
          </li>
        ))}
      </ol>
    </EmbedFrame>
  )
}
