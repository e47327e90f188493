import type { HttpContext } from '@adonisjs/core/http'
import { tusServer } from '../tus/tus_server.js'
import { tusWebRequest } from '../tus/request_body.js'
import { tusEntryValidator } from '../validators/file_entry_validators.js'
import { registerTusUpload } from '../tus/register_tus_upload.js'
import { presentFileEntry } from '../entries/present_file_entry.js'
import { uploadWorkspaceOf } from '../entries/upload_workspace.js'
import { UploadRefused } from '../restrictions/upload_refused.js'

/** Methods of the tus protocol this endpoint answers (GET would download the raw upload: no). */
const TUS_METHODS = new Set(['POST', 'HEAD', 'PATCH', 'DELETE'])

/**
 * The tus endpoint, `{base}/api/v1/tus/upload[/<id>]`, handed to @tus/server
 * through an AdonisJS route, so the request has gone through the app's
 * middleware first: the method override (a POST with X-HTTP-Method-Override:
 * PATCH is a PATCH by then), shield's CSRF check of the X-XSRF-TOKEN header,
 * the session and the files.create guard. The body parser leaves tus bodies
 * (application/offset+octet-stream) unread, so the stream reaches the store
 * as it arrives. The answer goes back through AdonisJS's response (request
 * id, security headers); error texts become `{ message }` like every other
 * API error (spec section 8: the upload row shows `message`).
 */
export default class TusController {
  async handle({ request, response }: HttpContext) {
    const method = request.method()
    if (!TUS_METHODS.has(method))
      return response.methodNotAllowed({ message: 'Use the tus protocol’s methods.' })
    const answer = await (await tusServer()).handleWeb(tusWebRequest(request.request, method, request.url(true)))
    response.status(answer.status)
    answer.headers.forEach((value, name) => {
      if (name !== 'content-length' && name !== 'connection') response.header(name, value)
    })
    // The store has stopped reading: whatever the client still sends is not wanted.
    if (answer.headers.get('connection') === 'close') response.header('Connection', 'close')
    const body = await answer.text()
    if (answer.status >= 400) return response.send({ message: body.trim() || 'The upload failed.' })
    return response.send(body)
  }

  /** POST tus/entries { uploadKey } -> 201 { fileEntry }: a finished upload of one's own becomes a file entry, once. */
  async storeEntry(ctx: HttpContext) {
    const { uploadKey } = await ctx.request.validateUsing(tusEntryValidator)
    try {
      const entry = await registerTusUpload(ctx.auth.getUserOrFail().id, uploadKey, await uploadWorkspaceOf(ctx))
      return ctx.response.created({ fileEntry: await presentFileEntry(entry) })
    } catch (error) {
      if (!(error instanceof UploadRefused)) throw error
      return ctx.response
        .status(error.status)
        .send(await error.body({ errors: { uploadKey: [error.message] } }))
    }
  }
}
