import { ERRORS, type Upload } from '@tus/utils'
import { tusServer } from './tus_server.js'

/** The upload's owner, written into its metadata by the server at creation (tus_hooks.ts). */
export const OWNER_KEY = 'cadenzaOwnerId'

export const UPLOAD_NOT_FOUND = { status_code: 404, body: 'The upload was not found.' }

/** The stored upload, or null when there is none (never created, terminated, expired, already an entry). */
export async function findUpload(id: string): Promise<Upload | null> {
  if (!/^[0-9a-f]{32}$/.test(id)) return null
  const { datastore } = await tusServer()
  try {
    return await datastore.getUpload(id)
  } catch (error) {
    if (
      error === ERRORS.FILE_NOT_FOUND ||
      error === ERRORS.FILE_NO_LONGER_EXISTS ||
      (error as { code?: string }).code === 'ENOENT'
    )
      return null
    throw error
  }
}

/** Who created the upload, or null when it does not exist. */
export async function uploadOwner(id: string): Promise<number | null> {
  const upload = await findUpload(id)
  const owner = Number(upload?.metadata?.[OWNER_KEY])
  return Number.isInteger(owner) && owner > 0 ? owner : null
}
