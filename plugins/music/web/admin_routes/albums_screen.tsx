import { useParams } from 'react-router'
import { AlbumsList } from '../features/admin_catalogue/albums_list.js'
import { AlbumEditor } from '../features/backstage_editors/album_editor.js'
import { catalogueRoute } from './catalogue_route.js'

/** /admin/albums, /admin/albums/new and /admin/albums/{id}/edit: the list and the editor backstage shares. */
export default function AlbumsAdminScreen() {
  const route = catalogueRoute(useParams()['*'] ?? '')
  return route.view === 'list' ? <AlbumsList /> : <AlbumEditor key={route.id ?? 'new'} scope="admin" albumId={route.id} />
}
