import { useParams } from 'react-router'
import { routeNotFound } from '@web/kernel/route_loader.js'
import { UploadScreen } from '../features/backstage_upload/upload_screen.js'

/** /admin/upload: the backstage upload screen for the whole catalogue (artists from the files' tags). */
export default function UploadAdminScreen() {
  if (useParams()['*']) throw routeNotFound()
  return <UploadScreen scope="admin" />
}
