import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import { SiteSettings, ThemeCatalogue } from '../module_services.js'
import { webAppManifest } from './web_app_manifest.js'

/**
 * /manifest.webmanifest, linked from every page's head (web/index.html).
 * Drawn per request because an admin may rename the site or change its
 * themes; browsers check it again when they look for an app update.
 */
export default class WebAppManifestController {
  async show({ response }: HttpContext) {
    const [settings, themes] = await Promise.all([app.container.make(SiteSettings), app.container.make(ThemeCatalogue)])
    const manifest = webAppManifest(settings.get<string>('branding.site_name', 'Cadenza'), await themes.all())
    response.header('Content-Type', 'application/manifest+json; charset=utf-8')
    response.header('Cache-Control', 'no-cache')
    return response.send(JSON.stringify(manifest))
  }
}
