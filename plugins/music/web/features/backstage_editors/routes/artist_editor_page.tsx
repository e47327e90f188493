import { useParams } from 'react-router'
import { BackstageShell } from '../../../components/backstage/backstage_shell.js'
import { ArtistEditor } from '../artist_editor.js'

/** backstage/artists/{artistId}/edit: the artist page of someone who manages it. */
export function Component() {
  const { artistId } = useParams()
  return (
    <BackstageShell>
      <ArtistEditor key={artistId} scope="backstage" artistId={Number(artistId)} />
    </BackstageShell>
  )
}
