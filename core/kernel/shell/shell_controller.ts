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
import { guestPage, guestPageKey, nonceAttribute, type MadePage } from './guest_pages.js'
import { signedInShell } from './signed_in_shells.js'

/** Shells smaller than this go out as they are: compressing them would save less than it costs. */
const COMPRESS_FROM_BYTES = 2048

/**
 * A shell made for one response is compressed with gzip when the client
 * takes it: brotli (quality 5) made a signed-in page cost ~2.3-3.0 ms of
 * CPU against ~1.3 ms with gzip (a flood of signed-in pages), for a body
 * ~15 % smaller. Kept guest pages are gzip too (guest_pages.ts).
 */
const PER_RESPONSE_ENCODINGS = ['gzip', 'br'] as const

/**
 * Answers every non-API GET with the SPA shell: the built index.html with
 * SEO tags for the URL and the bootstrap data inlined (and the page itself
 * drawn on the server), compressed when the client accepts brotli or gzip
 * (the inlined data makes it tens of KB). Guests' pages are kept until the
 * next write that may change them (guest_pages.ts); pages wait behind the
 * API (page_turns_middleware.ts).
 */
export default class ShellController {
  async render(ctx: HttpContext) {
    await ctx.auth.check()
    ctx.response.header('Cache-Control', 'no-store')
    ctx.response.header('Content-Type', 'text/html; charset=utf-8')
    ctx.response.vary('Accept-Encoding')
    const nonce = ctx.response.nonce
    // A HEAD is answered without drawing (page_prerenderer.ts), and never kept.
    if (ctx.request.method() !== 'GET') {
      const made = await ShellController.#make(ctx)
      ShellController.#status(ctx, made)
      return ShellController.#compressed(ctx, withNonce(made.html, nonce))
    }
    if (ctx.auth.user) return ShellController.#signedIn(ctx)

    const page = await guestPage(guestPageKey(ctx), () => ShellController.#make(ctx))
    ShellController.#status(ctx, page)
    const filler = nonceAttribute(nonce)
    if (preferredEncoding(ctx.request.header('accept-encoding'), ['gzip'])) {
      ctx.response.header('Content-Encoding', 'gzip')
      return page.body.gzip(filler)
    }
    return page.body.text(filler)
  }

  /**
   * A signed-in person's page: drawn with their data when the server can,
   * else the plain shell composed from the stretches everyone shares
   * (signed_in_shells.ts): ~0.26 ms instead of ~2 ms to render and compress
   * it whole (measured on a busy machine).
   */
  static async #signedIn(ctx: HttpContext) {
    const { bootstrap, seo, template, head, drawing } = await ShellController.#drawn(ctx)
    ShellController.#status(ctx, { status: seo.status, drawn: drawing.page !== null })
    if (!drawing.page && preferredEncoding(ctx.request.header('accept-encoding'), ['gzip'])) {
      const body = await signedInShell(template, head, bootstrap, nonceAttribute(ctx.response.nonce))
      if (body) {
        ctx.response.header('Content-Encoding', 'gzip')
        return body
      }
    }
    return ShellController.#compressed(ctx, withNonce(renderShell(template, head, bootstrap, drawing.page), ctx.response.nonce))
  }

  /**
   * The shell of this request (its script tags carrying the SCRIPT_NONCE
   * stand-in), the page drawn in it when the server can. Unknown pages answer
   * 404 with the not-found page drawn without asking the API, so search
   * engines do not index them.
   */
  static async #make(ctx: HttpContext): Promise<MadePage> {
    const { bootstrap, seo, template, head, drawing } = await ShellController.#drawn(ctx)
    const html = renderShell(template, head, bootstrap, drawing.page)
    return { status: seo.status, drawn: drawing.page !== null, html, keep: drawing.final }
  }

  /**
   * What a shell is made of: the bootstrap data, the SEO resolution with its
   * head tags, index.html, and the page drawn when the server can.
   */
  static async #drawn(ctx: HttpContext) {
    const registry = await app.container.make(ModuleRegistry)
    const bootstrapBuilder = await app.container.make(BootstrapBuilder)
    const host = await app.container.make('cadenza.host')
    const path = ctx.request.url()
    const [bootstrap, seo, template] = await Promise.all([
      bootstrapBuilder.build(ctx),
      new SeoResolver(registry, host).resolve(path, ctx),
      shellTemplate(ctx.request.url(true)),
    ])
    const head = renderHeadTags(seo.tags, path, appUrl, bootstrap.branding.site_name)
    const drawing = await prerenderPage(ctx, bootstrap, seo.status === 404)
    return { bootstrap, seo, template, head, drawing }
  }

  /** The page's status, and whether the server drew it (for the benchmark and for operators). */
  static #status(ctx: HttpContext, page: { status: number; drawn: boolean }) {
    ctx.response.status(page.status)
    ctx.response.header('Server-Timing', `shell;desc="${page.drawn ? 'drawn' : 'browser'}"`)
  }

  static async #compressed(ctx: HttpContext, html: string) {
    const encoding = html.length >= COMPRESS_FROM_BYTES ? preferredEncoding(ctx.request.header('accept-encoding'), PER_RESPONSE_ENCODINGS) : null
    if (!encoding) return html
    ctx.response.header('Content-Encoding', encoding)
    return compressBody(html, encoding)
  }
}
