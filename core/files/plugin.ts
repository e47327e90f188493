import { definePlugin } from '#core/kernel/contract'
import type {} from './events.js'
import { FILES_PERMISSIONS } from './permissions.js'
import { FILES_UPDATE } from '../accounts/permissions.js'
import { FILES_SETTINGS } from './settings.js'
import { TUS_UPLOAD_LOCK } from './locks.js'
import { filesRoutes } from './server/routes.js'
import { directUploadRoutes } from './server/s3/direct_upload_routes.js'

/**
 * The disks' drivers, read once: config/drive.ts fixes them for the life of
 * the process, and an `import()` on every shell went through the TypeScript
 * loader's thread each time (~20 % of a signed-in page's CPU in bench:pages).
 */
let diskDrivers: Promise<{ disks: Record<string, { driver: string }> }> | undefined

/**
 * Files people upload (spec sections 3, 4, 5, 7): file entries with their
 * owner and trash, plain multipart uploads, resumable uploads (a tus
 * server), direct-to-storage uploads (server/s3), every file checked by its
 * content and against the uploader's restrictions (settings tab
 * "uploading", per role through files.create).
 */
export default definePlugin({
  id: 'files',
  name: 'Files',
  description: 'File entries and uploads: plain, resumable (tus) and direct to S3.',
  dependsOn: ['accounts', 'settings'],
  permissions: FILES_PERMISSIONS,
  settings: FILES_SETTINGS,
  events: ['files:entries_deleted', 'files:entry_created'],
  listeners: {
    'user:deleted': [() => import('./server/listeners/remove_user_file_entries.js')],
  },
  locks: [TUS_UPLOAD_LOCK],
  // Uploads made while working in a workspace belong to it (core/workspaces).
  workspaceTables: ['file_entries'],
  routes: (router) => {
    filesRoutes(router)
    // Direct-to-storage uploads (s3/*).
    directUploadRoutes(router)
  },
  // module_data.files: which upload disks are S3 buckets (the upload queue's method choice).
  bootstrap: () => (diskDrivers ??= import('./server/s3/disk_drivers.js').then((drivers) => drivers.filesBootstrapData())),
  jobs: [
    () => import('./server/jobs/expire_uploads_job.js'),
    () => import('./server/jobs/expire_direct_uploads_job.js'),
  ],
  schedules: [
    { job: 'files.expire_uploads', every: '1h' },
    { job: 'files.expire_direct_uploads', every: '1h' },
  ],
  // The admin's files screen: the uploads (file entries) and the images modules store (core/accounts' GET files).
  admin: [{ path: 'files', label: 'Files', permission: FILES_UPDATE, icon: 'folder-open', section: 'system', order: 93 }],
  // The upload queue (a client service), the upload widgets other modules' screens draw, and the admin's files screen.
  web: 'web/index.ts',
})
