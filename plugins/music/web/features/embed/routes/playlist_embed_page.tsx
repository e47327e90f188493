import { useInfiniteQuery } from '@tanstack/react-query'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { rowsOf } from '../../../api/paginated.js'
import { playlistTracksQuery } from '../../../api/playlist_queries.js'
import { playlistRouteLoader, useRoutePlaylist } from '../../../api/playlist_route.js'
import { urls } from '../../../../shared/urls.js'
import { EmbedFrame } from '../components/embed_frame.js'
import { EmbedTrackList } from '../components/embed_track_list.js'
import { EmbedSkeleton } from './track_embed_page.js'

export const loader = playlistRouteLoader

/** /playlist/{playlistId}/{playlistName}/embed: the compact player with the playlist's first tracks under it. */
export function Component() {
  const api = useService(API_CLIENT)
  const trans = useTrans()
  const { id, playlist } = useRoutePlaylist()
  const tracks = rowsOf(useInfiniteQuery(playlistTracksQuery(api, id)).data)
  if (!playlist) return <EmbedSkeleton label={trans('Loading page...')} />
  const context = { type: 'playlist', id: playlist.id, name: playlist.name, source: 'embed' as const }
  return (
    <EmbedFrame kind="playlist" title={playlist.name} href={urls.playlist(playlist)} image={playlist.image} artists={[]} tracks={tracks} context={context}>
      <EmbedTrackList name={playlist.name} tracks={tracks} context={context} />
    </EmbedFrame>
  )
}
