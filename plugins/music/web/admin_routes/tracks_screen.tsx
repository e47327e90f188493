import { useParams } from 'react-router'
import { TracksList } from '../features/admin_tracks/tracks_list.js'
import { TrackEditor } from '../features/backstage_editors/track_editor.js'
import { catalogueRoute } from './catalogue_route.js'

/** /admin/tracks, /admin/tracks/new and /admin/tracks/{id}/edit: the list and the editor backstage shares. */
export default function TracksAdminScreen() {
  const route = catalogueRoute(useParams()['*'] ?? '')
  return route.view === 'list' ? <TracksList /> : <TrackEditor key={route.id ?? 'new'} scope="admin" trackId={route.id} />
}
