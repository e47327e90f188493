import app from '@adonisjs/core/services/app'
import string from '@adonisjs/core/helpers/string'
import type { HttpContext } from '@adonisjs/core/http'
import type { ValidationErrorBody } from '../shared/api_errors.js'

/** The body parser's refusal of a body over its limit (config/bodyparser.ts). */
export function isRequestTooLarge(error: unknown) {
  return (error as { code?: unknown })?.code === 'E_REQUEST_ENTITY_TOO_LARGE'
}

/**
 * 413 in the spec's shape instead of the body parser's 'request entity too
 * large': for an upload, the spec's restriction text on the file's field
 * ('`song.flac` exceeds maximum allowed size of 20 MB'; the parser had
 * read the file's name before it stopped), else a plain message.
 */
export function requestTooLargePayload({ request }: HttpContext): ValidationErrorBody | { message: string } {
  if (!request.is(['multipart/form-data'])) return { message: 'The request is too large.' }
  const limit = string.bytes.parse(app.config.get<string | number>('bodyparser.multipart.limit', '20mb')) ?? 0
  const size = string.bytes.format(limit, { unitSeparator: ' ' }) ?? `${limit} bytes`
  const [field, file] = firstFile(request)
  const message = `\`${file?.clientName ?? 'The file'}\` exceeds maximum allowed size of ${size}`
  return { message, errors: { [field]: [message] } }
}

/** The upload the parser was reading when it stopped (its field and name); none read yet: ['file', undefined]. */
function firstFile(request: HttpContext['request']): [string, { clientName: string } | undefined] {
  for (const [field, value] of Object.entries(request.allFiles())) {
    const file = [value].flat()[0] as { clientName?: string } | undefined
    if (file?.clientName) return [field, { clientName: file.clientName }]
  }
  return ['file', undefined]
}
