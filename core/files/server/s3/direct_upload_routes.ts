import type { PluginRouter } from '#core/kernel/contract'
import { can } from '#core/kernel/http/guards'
import { FILES_CREATE } from '#core/files/permissions'
import { DIRECT_UPLOAD_ROUTES } from '#core/files/shared/direct_upload'
import {
  completeMultipartValidator,
  createMultipartValidator,
  multipartUploadValidator,
  presignValidator,
  s3EntryValidator,
  signPartsValidator,
} from './direct_upload_validators.js'

/**
 * Direct-to-storage uploads (spec section 7): POST s3/simple/presign,
 * s3/multipart/{create, get-uploaded-parts, batch-sign-part-urls, complete,
 * abort} and s3/entries, for people who may upload (files.create). Answered
 * only while the `uploads.direct_upload` setting is on and the disk is an
 * S3-compatible bucket.
 */
export function directUploadRoutes(router: PluginRouter) {
  const DirectUploadsController = () => import('./direct_uploads_controller.js')
  const S3EntriesController = () => import('./s3_entries_controller.js')

  router
    .post(DIRECT_UPLOAD_ROUTES.simplePresign, [DirectUploadsController, 'presign'])
    .use(can(FILES_CREATE))
    .as('s3.simple.presign')
    .docs({ summary: 'Sign a URL to PUT a whole file to storage', body: presignValidator })
  router
    .post(DIRECT_UPLOAD_ROUTES.multipartCreate, [DirectUploadsController, 'create'])
    .use(can(FILES_CREATE))
    .as('s3.multipart.create')
    .docs({ summary: 'Begin a multipart upload to storage', body: createMultipartValidator })
  router
    .post(DIRECT_UPLOAD_ROUTES.uploadedParts, [DirectUploadsController, 'uploadedParts'])
    .use(can(FILES_CREATE))
    .as('s3.multipart.uploaded_parts')
    .docs({
      summary: 'The parts of a multipart upload already in storage',
      body: multipartUploadValidator,
    })
  router
    .post(DIRECT_UPLOAD_ROUTES.signPartUrls, [DirectUploadsController, 'signParts'])
    .use(can(FILES_CREATE))
    .as('s3.multipart.sign_parts')
    .docs({ summary: 'Sign the URLs of up to 10 parts', body: signPartsValidator })
  router
    .post(DIRECT_UPLOAD_ROUTES.multipartComplete, [DirectUploadsController, 'complete'])
    .use(can(FILES_CREATE))
    .as('s3.multipart.complete')
    .docs({
      summary: 'Assemble the uploaded parts into the file',
      body: completeMultipartValidator,
    })
  router
    .post(DIRECT_UPLOAD_ROUTES.multipartAbort, [DirectUploadsController, 'abort'])
    .use(can(FILES_CREATE))
    .as('s3.multipart.abort')
    .docs({
      summary: 'Abort a multipart upload and delete its parts',
      body: multipartUploadValidator,
    })
  router
    .post(DIRECT_UPLOAD_ROUTES.entries, [S3EntriesController, 'store'])
    .use(can(FILES_CREATE))
    .as('s3.entries.store')
    .docs({ summary: 'Keep a file uploaded to storage as a file entry', body: s3EntryValidator })
}
