import type { HttpContext } from '@adonisjs/core/http'
import app from '@adonisjs/core/services/app'
import { appUrl } from '#config/app'
import { ModuleRegistry } from '#core/kernel/module_registry'
import { SeoResolver } from '#core/kernel/shell/seo_resolver'
import { oembedValidator } from '../validators/oembed_validator.js'
import { oembedResponse } from '../oembed/oembed_response.js'

const NOT_FOUND = { message: 'Not found.' }

/**
 * GET /oembed?url=: how chat apps and CMSs unfurl a link to one of this
 * site's pages that offers an embed player (a manifest's SEO page with
 * `oembed`). Pages another site may not show (unknown, private, or music
 * hidden from guests) answer 404, as oEmbed asks; only JSON is spoken.
 */
export default class OembedController {
  async show(ctx: HttpContext) {
    const { request, response } = ctx
    const query = await request.validateUsing(oembedValidator, { data: request.qs() })
    if (query.format === 'xml') return response.status(501).send({ message: 'Only the json format is available.' })
    if (new URL(query.url).host !== new URL(appUrl).host) return response.notFound(NOT_FOUND)

    const registry = await app.container.make(ModuleRegistry)
    const host = await app.container.make('cadenza.host')
    const page = await new SeoResolver(registry, host).embeddable(query.url, ctx)
    if (!page) return response.notFound(NOT_FOUND)
    const site = { name: host.settings.get<string>('branding.site_name', 'Cadenza'), url: appUrl }
    response.header('Cache-Control', 'public, max-age=3600')
    return oembedResponse(page, site, query)
  }
}
