import type { HttpContext } from '@adonisjs/core/http'
import { errors } from '@vinejs/vine'
import { FILE_ENTRY_DISKS, type FileEntryDisk } from '#core/files/shared/file_entry'
import { UploadRefused } from '../restrictions/upload_refused.js'
import { storeLocalFile } from '../entries/register_file_entry.js'
import { uploadWorkspaceOf } from '../entries/upload_workspace.js'
import { presentFileEntry } from '../entries/present_file_entry.js'
import { deleteFileEntries } from '../entries/delete_file_entries.js'
import { downloadableEntry } from '../entries/downloadable_entry.js'
import { sendFileEntry } from '../entries/send_file_entry.js'
import { deleteFileEntriesValidator } from '../validators/file_entry_validators.js'
import { storeFileEntryValidator } from '../validators/store_file_entry_validator.js'
import { extrasOf } from '../entries/upload_metadata.js'
import { extensionOf } from '../restrictions/upload_restrictions.js'

/** Spec section 7: file-entries (plain multipart uploads) and their deletion. */
export default class FileEntriesController {
  /** POST file-entries (multipart: file, clientMime, clientExtension, metadata, disk) -> 201 { fileEntry }; 422/413 with the refusal's message. */
  async store(ctx: HttpContext) {
    const { request, response } = ctx
    const input = await request.validateUsing(storeFileEntryValidator, {
      data: {
        ...request.all(),
        ...request.allFiles(),
        metadata: parsedMetadata(request.input('metadata')),
      },
    })
    const { file } = input
    const metadata = extrasOf(input.metadata ?? {})
    try {
      if (!file.tmpPath || !file.isValid)
        throw new UploadRefused(file.errors[0]?.message ?? 'The file could not be read.')
      const entry = await storeLocalFile({
        ownerId: ctx.auth.getUserOrFail().id,
        workspaceId: await uploadWorkspaceOf(ctx),
        localPath: file.tmpPath,
        size: file.size,
        name: file.clientName,
        // The name's extension (AdonisJS's `extname` is already read from the bytes): a name promising another type is refused.
        clientExtension: input.clientExtension ?? extensionOf(file.clientName),
        relativePath:
          typeof input.metadata?.relativePath === 'string' ? input.metadata.relativePath : null,
        // A field of its own, or in metadata as the tus metadata carries it.
        disk: input.disk ?? diskIn(input.metadata),
        metadata,
      })
      return response.created({ fileEntry: await presentFileEntry(entry) })
    } catch (error) {
      if (!(error instanceof UploadRefused)) throw error
      return response
        .status(error.status)
        .send(await error.body({ errors: { file: [error.message] } }))
    }
  }

  /** GET file-entries/{id}/download -> the bytes (206 for a Range); another person's entry, or a trashed one, 404. */
  async download(ctx: HttpContext) {
    const entry = await downloadableEntry(ctx.auth.getUserOrFail().id, Number(ctx.params.id))
    if (!entry) return ctx.response.notFound({ message: 'This file was not found.' })
    return sendFileEntry(ctx, entry)
  }

  /** POST file-entries/delete { entryIds?, paths?, deleteForever? } -> 204; one's own entries (files.update: anyone's). */
  async destroy(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(deleteFileEntriesValidator)
    const outcome = await deleteFileEntries(ctx.auth.getUserOrFail().id, input)
    if (outcome === 'not-found')
      return ctx.response.notFound({ message: 'Some of these files were not found.' })
    return ctx.response.noContent()
  }
}

function diskIn(metadata: Record<string, unknown> | undefined): FileEntryDisk | undefined {
  const disk = metadata?.disk
  if (disk === undefined) return undefined
  if (typeof disk === 'string' && (FILE_ENTRY_DISKS as readonly string[]).includes(disk))
    return disk as FileEntryDisk
  throw new errors.E_VALIDATION_ERROR([
    { field: 'metadata.disk', message: 'The disk must be public or uploads.', rule: 'enum' },
  ])
}

/** `metadata` as a JSON object in one multipart field; anything else is left for the validator to refuse. */
function parsedMetadata(value: unknown) {
  if (typeof value !== 'string') return value ?? undefined
  try {
    return JSON.parse(value)
  } catch {
    return value
  }
}
