import type { HttpContext } from '@adonisjs/core/http'
import app from '@adonisjs/core/services/app'
import { SiteSettings } from '#core/kernel/module_services'
import { sitemapIndexUrl } from '../sitemap/sitemap_files.js'
import { ROBOTS_TXT } from '../../shared/seo_settings.js'

/** robots.txt: the admin's rules (appearance editor, SEO settings), always pointing at the sitemap. */
export default class RobotsController {
  async show({ response }: HttpContext) {
    const settings = await app.container.make(SiteSettings)
    await settings.refresh()
    const rules = settings.get<string | null>(ROBOTS_TXT, null)?.trim() ?? ''
    // The sitemap line is added unless the admin wrote one of their own.
    const sitemap = /^sitemap:/im.test(rules) ? '' : `Sitemap: ${sitemapIndexUrl()}\n`
    response.header('content-type', 'text/plain; charset=utf-8')
    response.header('cache-control', 'public, max-age=3600')
    return `${rules ? `${rules}\n\n` : ''}${sitemap}`
  }
}
