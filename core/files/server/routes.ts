import type { PluginRouter } from '#core/kernel/contract'
import { can } from '#core/kernel/http/guards'
import { FILES_CREATE } from '#core/files/permissions'
import { FILE_ROUTES } from '#core/files/shared/file_entry'
import { deleteFileEntriesValidator, tusEntryValidator } from './validators/file_entry_validators.js'

const FileEntriesController = () => import('./controllers/file_entries_controller.js')
const TusController = () => import('./controllers/tus_controller.js')

/** Spec section 7's upload calls, each for people who may upload (files.create). */
export function filesRoutes(router: PluginRouter) {
  router.post(FILE_ROUTES.entries, [FileEntriesController, 'store']).use(can(FILES_CREATE)).as('files.entries.store').docs({ summary: 'Upload a file (multipart: file, clientMime, clientExtension, metadata, disk)' })
  router.post(FILE_ROUTES.delete, [FileEntriesController, 'destroy']).use(can(FILES_CREATE)).as('files.entries.destroy').docs({ summary: 'Trash file entries, or delete them for good', body: deleteFileEntriesValidator })
  // The tus protocol's own methods (POST creation; HEAD; PATCH, also as POST + X-HTTP-Method-Override; DELETE termination).
  router.any(FILE_ROUTES.tusUpload, [TusController, 'handle']).use(can(FILES_CREATE)).as('files.tus.create')
  router.any(`${FILE_ROUTES.tusUpload}/:uploadId`, [TusController, 'handle']).where('uploadId', /^[0-9a-f]{32}$/).use(can(FILES_CREATE)).as('files.tus.upload')
  router.post(FILE_ROUTES.tusEntries, [TusController, 'storeEntry']).use(can(FILES_CREATE)).as('files.tus.entries.store').docs({ summary: 'Turn a finished resumable upload into a file entry', body: tusEntryValidator })
}
