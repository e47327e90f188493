import { useParams } from 'react-router'
import { BackstageShell } from '../../../components/backstage/backstage_shell.js'
import { TrackEditor } from '../track_editor.js'

/** backstage/tracks/new and backstage/tracks/{trackId}/edit. */
export function Component() {
  const { trackId } = useParams()
  return (
    <BackstageShell>
      <TrackEditor key={trackId ?? 'new'} scope="backstage" trackId={trackId ? Number(trackId) : null} />
    </BackstageShell>
  )
}
