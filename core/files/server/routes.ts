import type { PluginRouter } from '#core/kernel/contract'
import { can, signedIn } from '#core/kernel/http/guards'
import { FILES_CREATE } from '#core/files/permissions'
import { FILES_UPDATE } from '#core/accounts/permissions'
import { FILE_ROUTES } from '#core/files/shared/file_entry'
import { ADMIN_FILE_ENTRY_ROUTES } from '#core/files/shared/admin_file_entry'
import { FILE_ENTRIES_LIST } from './admin/file_entries_list.js'
import {
  deleteFileEntriesValidator,
  tusEntryValidator,
} from './validators/file_entry_validators.js'

const FileEntriesController = () => import('./controllers/file_entries_controller.js')
const TusController = () => import('./controllers/tus_controller.js')
const AdminFileEntriesController = () => import('./controllers/admin_file_entries_controller.js')

/** Spec section 7's upload calls, each for people who may upload (files.create). */
export function filesRoutes(router: PluginRouter) {
  router
    .post(FILE_ROUTES.entries, [FileEntriesController, 'store'])
    .use(can(FILES_CREATE))
    .as('files.entries.store')
    .docs({
      summary: 'Upload a file (multipart: file, clientMime, clientExtension, metadata, disk)',
    })
  router
    .post(FILE_ROUTES.delete, [FileEntriesController, 'destroy'])
    .use(can(FILES_CREATE))
    .as('files.entries.destroy')
    .docs({
      summary: 'Trash file entries, or delete them for good',
      body: deleteFileEntriesValidator,
    })
  // The admin's uploads list (files [files.update]).
  router
    .get(ADMIN_FILE_ENTRY_ROUTES.list, [AdminFileEntriesController, 'index'])
    .use(can(FILES_UPDATE))
    .as('files.entries.index')
    .docs({ summary: 'Every file entry: search, filters, sort, keyset pages', query: FILE_ENTRIES_LIST.validator })
  router
    .get(ADMIN_FILE_ENTRY_ROUTES.export, [AdminFileEntriesController, 'export'])
    .use(can(FILES_UPDATE))
    .as('files.entries.export')
    .docs({ summary: 'The file entries of a list view as CSV', query: FILE_ENTRIES_LIST.validator })
  router
    .get(FILE_ROUTES.download, [FileEntriesController, 'download'])
    .where('id', /^[1-9]\d{0,9}$/)
    .use(signedIn())
    .as('files.entries.download')
    .docs({
      summary:
        'Download a file entry (Range supported): its owner, or files.update; anyone else 404',
    })
  // The tus protocol (1.0: core, creation, termination, expiration): POST creates, HEAD tells the offset,
  // PATCH (also a POST with X-HTTP-Method-Override: PATCH) appends, DELETE terminates.
  const upload = `${FILE_ROUTES.tusUpload}/:uploadId`
  const uploadId = /^[0-9a-f]{32}$/
  router
    .post(FILE_ROUTES.tusUpload, [TusController, 'handle'])
    .use(can(FILES_CREATE))
    .as('files.tus.create')
    .docs({ summary: 'Start a resumable upload (tus creation: Upload-Length, Upload-Metadata)' })
  // AdonisJS registers HEAD with GET; a GET is answered 405 (the raw upload is never served).
  router
    .get(upload, [TusController, 'handle'])
    .where('uploadId', uploadId)
    .use(can(FILES_CREATE))
    .as('files.tus.show')
    .docs({
      summary: 'HEAD: how much of a resumable upload arrived (Upload-Offset); GET is refused',
    })
  router
    .patch(upload, [TusController, 'handle'])
    .where('uploadId', uploadId)
    .use(can(FILES_CREATE))
    .as('files.tus.update')
    .docs({
      summary:
        'Append to a resumable upload at its Upload-Offset (409 elsewhere, 423 while another request holds it)',
    })
  router
    .delete(upload, [TusController, 'handle'])
    .where('uploadId', uploadId)
    .use(can(FILES_CREATE))
    .as('files.tus.destroy')
    .docs({ summary: 'Terminate a resumable upload and delete what it received' })
  router
    .post(FILE_ROUTES.tusEntries, [TusController, 'storeEntry'])
    .use(can(FILES_CREATE))
    .as('files.tus.entries.store')
    .docs({
      summary: 'Turn a finished resumable upload into a file entry',
      body: tusEntryValidator,
    })
}
