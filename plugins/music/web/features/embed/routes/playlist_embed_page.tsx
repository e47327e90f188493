import { useInfiniteQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { rowsOf } from '../../../api/paginated.js'
import { playlistQuery, playlistTracksQuery } from '../../../api/playlist_queries.js'
import { idParam, prefetching } from '../../../api/route_loader.js'
import { urls } from '../../../../shared/urls.js'
import { EmbedFrame } from '../components/embed_frame.js'
import { EmbedTrackList } from '../components/embed_track_list.js'
import { EmbedSkeleton } from './track_embed_page.js'

export const loader = prefetching(({ params, api, query, infiniteQuery }) => {
  const id = idParam(params.playlistId)
  query(playlistQuery(api, id))
  infiniteQuery(playlistTracksQuery(api, id))
})

/** /playlist/{playlistId}/{playlistName}/embed: the compact player with the playlist's first tracks under it. */
export function Component() {
  const id = Number(useParams().playlistId)
  const api = useService(API_CLIENT)
  const trans = useTrans()
  const { data: playlist } = usePageQuery(playlistQuery(api, id))
  const tracks = rowsOf(useInfiniteQuery(playlistTracksQuery(api, id)).data)
  useDocumentTitle(playlist?.name)
  if (!playlist) return <EmbedSkeleton label={trans('Loading page...')} />
  const context = { type: 'playlist', id: playlist.id, name: playlist.name, source: 'embed' as const }
  return (
    <EmbedFrame kind="playlist" title={playlist.name} href={urls.playlist(playlist)} image={playlist.image} artists={[]} tracks={tracks} context={context}>
      <EmbedTrackList name={playlist.name} tracks={tracks} context={context} />
    </EmbedFrame>
  )
}
