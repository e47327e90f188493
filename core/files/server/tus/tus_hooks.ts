import { HttpContext } from '@adonisjs/core/http'
import type { ServerOptions } from '@tus/server'
import type { Upload } from '@tus/utils'
import { FILE_ENTRY_DISKS } from '#core/files/shared/file_entry'
import { UploadRefused } from '../restrictions/upload_refused.js'
import {
  checkDeclaredUpload,
  extensionOf,
  uploadLimitsFor,
} from '../restrictions/upload_restrictions.js'
import { checkedFileName, checkedRelativePath } from '../entries/file_names.js'
import { UPLOAD_NOT_FOUND, uploadOwner, OWNER_KEY } from './tus_uploads.js'

/**
 * What the files module adds to the tus protocol: who may create and touch
 * an upload, and what may be uploaded. The route guard (files.create) ran
 * first, so the request's person is known (AdonisJS's async local storage).
 */
export const tusHooks: Pick<ServerOptions, 'onUploadCreate' | 'onIncomingRequest'> = {
  /**
   * Creation: the name and folder are checked, the declared size against the
   * person's restrictions (the content is checked once it is all there, at
   * tus/entries), and the owner is written into the upload's metadata by the
   * server, over anything the client sent under that key.
   */
  async onUploadCreate(_request, upload: Upload) {
    const ownerId = signedInId()
    const metadata = { ...(upload.metadata ?? {}) }
    try {
      if (upload.size === undefined)
        throw {
          status_code: 400,
          body: 'Upload-Length is required: the size must be known when the upload starts.',
        }
      const name = checkedFileName(metadata.name ?? metadata.clientName)
      checkedRelativePath(metadata.relativePath)
      if (metadata.disk && !(FILE_ENTRY_DISKS as readonly string[]).includes(metadata.disk))
        throw new UploadRefused('The disk is not one of public, uploads.')
      if (upload.size === 0) throw new UploadRefused('The file is empty.')
      checkDeclaredUpload(await uploadLimitsFor(ownerId), {
        name,
        size: upload.size,
        extension: metadata.clientExtension ?? extensionOf(name),
        mime: null,
      })
    } catch (error) {
      if (error instanceof UploadRefused) throw { status_code: error.status, body: error.message }
      throw error
    }
    return { metadata: { ...metadata, [OWNER_KEY]: String(ownerId) } }
  },

  /** Every other request (HEAD, PATCH, DELETE): only the owner's uploads exist for them; anyone else's is not found. */
  async onIncomingRequest(request, id) {
    if (request.method === 'POST') return
    if ((await uploadOwner(id)) !== signedInId()) throw UPLOAD_NOT_FOUND
  },
}

function signedInId(): number {
  const id = HttpContext.getOrFail().auth.user?.id
  if (typeof id !== 'number')
    throw { status_code: 401, body: 'You need to be logged in to do that.' }
  return id
}
