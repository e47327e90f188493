import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import { appUrl } from '#config/app'
import { ModuleRegistry } from '../module_registry.js'
import { BootstrapBuilder } from './bootstrap_builder.js'
import { SeoResolver } from './seo_resolver.js'
import { compressBody, preferredEncoding } from './content_encoding.js'
import { renderHeadTags, renderShell } from './render_shell.js'
import { shellTemplate } from './shell_template.js'
import { prerenderPage } from './page_prerenderer.js'
import { withNonce } from '../http/csp_nonce.js'

/** Shells smaller than this go out as they are: compressing them would save less than it costs. */
const COMPRESS_FROM_BYTES = 2048

/**
 * Answers every non-API GET with the SPA shell: the built index.html with
 * SEO tags for the URL and the bootstrap data inlined (and, for visitors not
 * signed in, the page itself drawn on the server), compressed when the
 * client accepts brotli or gzip (the inlined data makes it tens of KB).
 */
export default class ShellController {
  async render(ctx: HttpContext) {
    const registry = await app.container.make(ModuleRegistry)
    const bootstrapBuilder = await app.container.make(BootstrapBuilder)
    const host = await app.container.make('cadenza.host')
    await ctx.auth.check()

    const path = ctx.request.url()
    const [bootstrap, seo, template] = await Promise.all([
      bootstrapBuilder.build(ctx),
      new SeoResolver(registry, host).resolve(path, ctx),
      shellTemplate(ctx.request.url(true)),
    ])
    const page = await prerenderPage(ctx, bootstrap)
    const head = renderHeadTags(seo, path, appUrl, bootstrap.branding.site_name)
    ctx.response.header('Cache-Control', 'no-store')
    ctx.response.header('Content-Type', 'text/html; charset=utf-8')
    const html = withNonce(renderShell(template, head, bootstrap, page), ctx.response.nonce)
    ctx.response.vary('Accept-Encoding')
    const encoding = html.length >= COMPRESS_FROM_BYTES ? preferredEncoding(ctx.request.header('accept-encoding')) : null
    if (!encoding) return html
    ctx.response.header('Content-Encoding', encoding)
    return compressBody(html, encoding)
  }
}
