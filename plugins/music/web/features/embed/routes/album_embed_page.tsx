import { useParams } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { embedAlbumQuery } from '../../../api/catalogue_queries.js'
import { idParam, prefetching } from '../../../api/route_loader.js'
import { urls } from '../../../../shared/urls.js'
import { EmbedFrame } from '../components/embed_frame.js'
import { EmbedTrackList } from '../components/embed_track_list.js'
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
      <EmbedTrackList name={album.name} tracks={album.tracks} context={context} />
    </EmbedFrame>
  )
}
