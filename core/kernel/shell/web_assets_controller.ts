import { existsSync, statSync } from 'node:fs'
import { normalize, join, sep } from 'node:path'
import type { HttpContext } from '@adonisjs/core/http'
import { webDistDir } from './web_dist.js'

/**
 * Serves files of the built web app. Hashed files under /assets never
 * change, so browsers and CDNs may keep them for a year.
 */
export default class WebAssetsController {
  async serve({ request, response }: HttpContext) {
    const root = webDistDir()
    const file = normalize(join(root, decodeURIComponent(request.url())))
    if (!file.startsWith(root + sep) || file.endsWith(`${sep}index.html`) || !existsSync(file) || !statSync(file).isFile()) {
      return response.notFound({ message: 'Not found.' })
    }
    const immutable = request.url().startsWith('/assets/')
    response.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600')
    return response.download(file, true)
  }
}
