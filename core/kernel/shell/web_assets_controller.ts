import { createReadStream, existsSync, statSync } from 'node:fs'
import { extname, normalize, join, sep } from 'node:path'
import type { HttpContext } from '@adonisjs/core/http'
import { preferredEncoding, type ContentEncoding } from './content_encoding.js'
import { webDistDir } from './web_dist.js'

/** File suffix of the compressed copies the build writes next to each text asset (web/build/precompress.ts). */
const VARIANT_SUFFIX: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' }

const isFile = (path: string) => existsSync(path) && statSync(path).isFile()

/**
 * The service worker's script keeps its name across builds: browsers must
 * ask for it again on every check (revalidating with its ETag), or a new
 * version reaches listeners only once an hour's cached copy expires.
 */
const REVALIDATED_FILES = new Set(['/sw.js'])

function cacheControl(path: string) {
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable'
  return REVALIDATED_FILES.has(path) ? 'no-cache' : 'public, max-age=3600'
}

/**
 * Serves files of the built web app. Hashed files under /assets never
 * change, so browsers and CDNs may keep them for a year. When the build left
 * a brotli or gzip copy of the file and the client accepts that coding, the
 * copy goes out instead, under the original file's type.
 */
export default class WebAssetsController {
  async serve({ request, response }: HttpContext) {
    const root = webDistDir()
    const file = normalize(join(root, decodeURIComponent(request.url())))
    if (!file.startsWith(root + sep) || file.endsWith(`${sep}index.html`) || !isFile(file)) {
      return response.notFound({ message: 'Not found.' })
    }
    response.header('Cache-Control', cacheControl(request.url()))

    // The build writes both copies or none (small files stay as they are).
    if (!isFile(file + VARIANT_SUFFIX.gzip)) return response.download(file, true)
    // Caches must keep one copy per coding, including the uncompressed one.
    response.vary('Accept-Encoding')
    const encoding = preferredEncoding(request.header('accept-encoding'))
    if (!encoding || !isFile(file + VARIANT_SUFFIX[encoding])) return response.download(file, true)

    // What response.download does, but typed after the original file.
    const variant = file + VARIANT_SUFFIX[encoding]
    const stats = statSync(variant)
    response.type(extname(file))
    response.header('Content-Encoding', encoding)
    response.header('Last-Modified', stats.mtime.toUTCString())
    response.setEtag(stats, true)
    if (response.fresh()) return response.status(304).send(null)
    response.header('Content-Length', stats.size)
    return response.stream(createReadStream(variant))
  }
}
