import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { HttpContext } from '@adonisjs/core/http'
import { FSDriver } from '@adonisjs/drive/drivers/fs'
import drive from '@adonisjs/drive/services/main'
import { parseRange } from '#core/kernel/http/byte_range'
import type FileEntry from '../models/file_entry.js'

/** How long a private object's presigned URL lives (S3 disks): long enough to start, short enough not to be shared. */
const SIGNED_URL_LIFETIME = '5m'

/**
 * Sends an entry's bytes to someone already allowed to have them, as a
 * download under the name it was uploaded with. A local disk is streamed
 * with one byte range at a time (Range: resumable downloads, seeking in a
 * player); an S3 disk answers with a short-lived presigned URL, the bucket
 * doing ranges itself. The answer is never cached by a shared cache.
 */
export async function sendFileEntry({ request, response }: HttpContext, entry: FileEntry) {
  const disk = drive.use(entry.disk)
  const disposition = attachmentDisposition(entry.name)
  response.header('Cache-Control', 'private, no-store')
  if (!(disk.driver instanceof FSDriver)) {
    const url = await disk.getSignedUrl(entry.diskKey, {
      expiresIn: SIGNED_URL_LIFETIME,
      contentType: entry.mime,
      contentDisposition: disposition,
    })
    return response.redirect(url)
  }

  const { location } = disk.driver.options
  const path = join(location instanceof URL ? fileURLToPath(location) : location, entry.diskKey)
  const size = (await stat(path).catch(() => null))?.size
  if (size === undefined) return response.notFound({ message: 'This file was not found.' })

  response.header('Accept-Ranges', 'bytes')
  response.header('Content-Type', entry.mime)
  response.header('Content-Disposition', disposition)
  const range = parseRange(request.header('range'), size)
  if (range.kind === 'unsatisfiable') {
    response.header('Content-Range', `bytes */${size}`)
    return response.status(416).send({ message: 'The requested range is not satisfiable.' })
  }
  const [start, end] = range.kind === 'partial' ? [range.start, range.end] : [0, size - 1]
  if (range.kind === 'partial') {
    response.status(206)
    response.header('Content-Range', `bytes ${start}-${end}/${size}`)
  }
  response.header('Content-Length', String(end - start + 1))
  if (request.method() === 'HEAD') return response.send('')
  return response.stream(createReadStream(path, { start, end }))
}

/** RFC 6266: an ASCII fallback name, and the exact one in UTF-8. */
function attachmentDisposition(name: string) {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`
}
