import { useParams } from 'react-router'
import { ArtistsList } from '../features/admin_catalogue/artists_list.js'
import { ArtistEditor } from '../features/backstage_editors/artist_editor.js'
import { catalogueRoute } from './catalogue_route.js'

/** /admin/artists, /admin/artists/new and /admin/artists/{id}/edit: the list and the editor backstage shares. */
export default function ArtistsAdminScreen() {
  const route = catalogueRoute(useParams()['*'] ?? '')
  return route.view === 'list' ? <ArtistsList /> : <ArtistEditor key={route.id ?? 'new'} scope="admin" artistId={route.id} />
}
