import { useParams } from 'react-router'
import { BackstageShell } from '../../../components/backstage/backstage_shell.js'
import { AlbumEditor } from '../album_editor.js'

/** backstage/albums/new and backstage/albums/{albumId}/edit. */
export function Component() {
  const { albumId } = useParams()
  return (
    <BackstageShell>
      <AlbumEditor key={albumId ?? 'new'} scope="backstage" albumId={albumId ? Number(albumId) : null} />
    </BackstageShell>
  )
}
