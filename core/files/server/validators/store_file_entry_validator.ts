import vine from '@vinejs/vine'
import { FILE_ENTRY_DISKS } from '#core/files/shared/file_entry'

/** Extras sent with a file (spec: metadata): flat values, for the module that asked for the upload. */
const metadata = vine
  .record(vine.unionOfTypes([vine.string().maxLength(1000), vine.number(), vine.boolean()]))
  .optional()

/**
 * POST file-entries (multipart): the file and what the client says of it.
 * `metadata` is a JSON object in one field, or `metadata[key]` fields.
 */
export const storeFileEntryValidator = vine.compile(
  vine.object({
    file: vine.file(),
    clientMime: vine.string().trim().maxLength(100).optional(),
    clientExtension: vine.string().trim().maxLength(20).optional(),
    disk: vine.enum(FILE_ENTRY_DISKS).optional(),
    metadata,
  })
)
