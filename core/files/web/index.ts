import { defineWebPlugin } from '@web/kernel/define_web_plugin.js'
import { registerUploadServices } from './upload_queue/upload_services.js'

/**
 * The files module's web part: the app-wide upload queue (a client service)
 * that the upload widgets of components/ draw and other modules' screens use.
 */
export default defineWebPlugin({
  id: 'files',
  services: registerUploadServices,
  adminScreens: {
    files: () => import('./features/admin_files/files_screen.js'),
  },
})
