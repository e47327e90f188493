import { definePlugin } from '#core/kernel/contract'
import type {} from './events.js'
import { FILES_PERMISSIONS } from './permissions.js'
import { FILES_SETTINGS } from './settings.js'
import { TUS_UPLOAD_LOCK } from './locks.js'
import { filesRoutes } from './server/routes.js'

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
  events: ['files:entries_deleted'],
  listeners: {
    'user:deleted': [() => import('./server/listeners/remove_user_file_entries.js')],
  },
  locks: [TUS_UPLOAD_LOCK],
  routes: filesRoutes,
  jobs: [() => import('./server/jobs/expire_uploads_job.js')],
  schedules: [{ job: 'files.expire_uploads', every: '1h' }],
  // The upload queue (a client service) and the upload widgets other modules' screens draw.
  web: 'web/index.ts',
})
