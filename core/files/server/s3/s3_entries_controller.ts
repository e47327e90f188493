import type { HttpContext } from '@adonisjs/core/http'
import { presentFileEntry } from '../entries/present_file_entry.js'
import { uploadWorkspaceOf } from '../entries/upload_workspace.js'
import { s3EntryValidator } from './direct_upload_validators.js'
import { registerDirectUpload } from './register_direct_upload.js'
import { answering } from './upload_refused.js'

/** POST s3/entries -> 201 { fileEntry }: a file uploaded straight to storage becomes a file entry. */
export default class S3EntriesController {
  store(ctx: HttpContext) {
    return answering(ctx, async () => {
      const input = await ctx.request.validateUsing(s3EntryValidator)
      const entry = await registerDirectUpload(ctx.auth.getUserOrFail().id, input, await uploadWorkspaceOf(ctx))
      return ctx.response.created({ fileEntry: await presentFileEntry(entry) })
    })
  }
}
