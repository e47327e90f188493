import { BackstageShell } from '../../../components/backstage/backstage_shell.js'
import { UploadScreen } from '../upload_screen.js'

/** backstage/upload [music.create]. */
export function Component() {
  return (
    <BackstageShell>
      <UploadScreen scope="backstage" />
    </BackstageShell>
  )
}
