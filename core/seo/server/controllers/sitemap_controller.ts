import type { HttpContext } from '@adonisjs/core/http'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import BuildSitemapJob from '../jobs/build_sitemap_job.js'
import { SITEMAP_DISK, SITEMAP_FILE_NAME, SITEMAP_FOLDER, sitemapFileKey, SITEMAP_INDEX_FILE } from '../sitemap/sitemap_files.js'

/** Crawlers re-read the index at most this often from a cache (seconds). */
const MAX_AGE = 3600
/** A fresh install has no build yet: crawlers are asked to come back once the first one is done. */
const RETRY_AFTER = 300

/** sitemap.xml and its files, from the newest finished build (build_sitemap.ts). */
export default class SitemapController {
  async index({ response }: HttpContext) {
    const build = await db.from('sitemap_builds').orderBy('id', 'desc').select('folder').first()
    if (!build) {
      await BuildSitemapJob.dispatch({})
      response.header('retry-after', String(RETRY_AFTER))
      return response.serviceUnavailable('The sitemap is being built.')
    }
    return this.#send(response, build.folder, SITEMAP_INDEX_FILE)
  }

  /** A file of a build still kept (the newest or the one before). */
  async file({ params, response }: HttpContext) {
    const { folder, file } = params
    if (!SITEMAP_FOLDER.test(folder) || !SITEMAP_FILE_NAME.test(file) || file === SITEMAP_INDEX_FILE) return response.notFound('Not found.')
    const build = await db.from('sitemap_builds').where('folder', folder).select('id').first()
    if (!build || !(await drive.use(SITEMAP_DISK).exists(sitemapFileKey(folder, file)))) return response.notFound('Not found.')
    return this.#send(response, folder, file)
  }

  async #send(response: HttpContext['response'], folder: string, file: string) {
    response.header('content-type', 'application/xml; charset=utf-8')
    response.header('cache-control', `public, max-age=${MAX_AGE}`)
    response.stream(await drive.use(SITEMAP_DISK).getStream(sitemapFileKey(folder, file)))
  }
}
