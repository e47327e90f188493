import type { HttpContext } from '@adonisjs/core/http'
import { appUrl } from '#config/app'
import type { OembedPlayer, PluginHost, SeoPageDefinition, SeoTags } from '../contract.js'
import type { ModuleRegistry } from '../module_registry.js'
import { matchPath } from './path_pattern.js'
import { loadServerRenderer } from './server_renderer.js'
import { routeShapes } from './route_shapes.js'
import { renderSeoTemplate, seoTemplateKey } from '../shared/seo_templates.js'
import { ReadCache } from '../cache/read_cache.js'

/** A URL's tags and the status its page answers with. */
export interface ResolvedPage {
  tags: SeoTags
  /** 404 when the web app has no page there or the page's resolver found nothing. */
  status: 200 | 404
}

/**
 * Signed-in people's resolutions, by person and path, until a write drops
 * them (SITE_DATA: the content, settings and templates they come from change
 * only by writes; off with READ_CACHE=false). Guests' pages are kept whole
 * (guest_pages.ts), but signed-in people's are made per request, and
 * resolving their tags anew was ~0.2-0.3 ms of a ~1.4 ms signed-in track page
 * under a flood (bench:pages, resolution skipped against not). Per person,
 * since a resolver may answer one differently: the owner of a private track
 * gets the site defaults where anyone else gets a 404. Failures are not kept.
 */
const resolutions = new ReadCache<ResolvedPage>('kernel.seo_resolutions')

/** The site defaults standing in for a resolver that failed: answered, not kept. */
const standIns = new WeakSet<ResolvedPage>()

/** What an oEmbed answer is drawn from: the page's public tags and its embed player. */
export interface EmbeddablePage {
  tags: SeoTags
  player: OembedPlayer
}

/** The oEmbed endpoint's address for a page (core/seo serves it). */
export function oembedHref(pageUrl: string) {
  return `/oembed?${new URLSearchParams({ url: new URL(pageUrl, appUrl).href, format: 'json' })}`
}

/**
 * Finds the SEO page a URL belongs to and asks its module's resolver for
 * tags. Unknown content, resolvers that return null and resolvers that fail
 * all give the site defaults: the shell must render whatever happens.
 *
 * The page is the one the web app shows at the URL (its route table, from
 * the built server renderer): a catch-all pattern such as the channels'
 * '/:slugOrId' only answers for paths no other page claims, and a path no
 * page claims is a 404. Without a build (`npm run dev`) the matching pattern
 * with the most fixed segments answers and the status stays 200, since any
 * path may be a page.
 */
export class SeoResolver {
  constructor(
    private registry: ModuleRegistry,
    private host: PluginHost
  ) {}

  async resolve(path: string, ctx: HttpContext): Promise<ResolvedPage> {
    const person = ctx.auth?.user?.id
    if (person === undefined) return this.#resolve(path, ctx)
    return resolutions.get(`${person}\u0000${path}`, () => this.#resolve(path, ctx), (page) => !standIns.has(page))
  }

  async #resolve(path: string, ctx: HttpContext): Promise<ResolvedPage> {
    const defaults: SeoTags = {
      title: this.host.settings.get<string>('branding.site_name', 'Cadenza'),
      description: this.host.settings.get<string>('branding.site_description', ''),
      type: 'website',
    }
    const routePattern = (await loadServerRenderer())?.routePatternOf(path.split('?')[0])
    if (routePattern === null) return { tags: defaults, status: 404 }

    const found = this.#pageAt(path, routePattern)
    const resolve = found?.page.resolve
    if (!found || !resolve) return { tags: defaults, status: 200 }
    const { page, params } = found
    try {
      const resolved = await resolve({ params, path, ctx, host: this.host })
      if (resolved === 'not-found') return { tags: defaults, status: routePattern ? 404 : 200 }
      if (!resolved) return { tags: defaults, status: 200 }
      const tags = this.#withTemplates(page, { ...defaults, ...resolved })
      return { tags: page.oembed ? this.#withOembedLink(tags, path) : tags, status: 200 }
    } catch (error) {
      ctx.logger.warn({ err: error, seoPage: page.name }, 'SEO resolver failed; using site defaults')
      const standIn: ResolvedPage = { tags: defaults, status: 200 }
      standIns.add(standIn)
      return standIn
    }
  }

  /**
   * The page at `url` (an address of this site) when it offers an embed
   * player and its content is public: resolved as a guest would see it,
   * since an embed is shown to anyone on another site. Null otherwise.
   */
  async embeddable(url: string, ctx: HttpContext): Promise<EmbeddablePage | null> {
    const path = new URL(url).pathname
    const routePattern = (await loadServerRenderer())?.routePatternOf(path)
    if (routePattern === null) return null
    const found = this.#pageAt(path, routePattern)
    if (!found?.page.oembed || !found.page.resolve) return null
    const resolved = await found.page.resolve({ params: found.params, path, ctx, host: this.host })
    if (!resolved || resolved === 'not-found') return null
    const defaults = { title: this.host.settings.get<string>('branding.site_name', 'Cadenza') }
    return { tags: this.#withTemplates(found.page, { ...defaults, ...resolved }), player: found.page.oembed(found.params) }
  }

  #withOembedLink(tags: SeoTags, path: string): SeoTags {
    const link = { type: 'application/json+oembed', href: oembedHref(tags.canonical ?? path), title: tags.title }
    return { ...tags, alternates: [...(tags.alternates ?? []), link] }
  }

  /**
   * The title and description drawn from the page's templates (the admin's,
   * or the page's defaults) when its resolver filled the variables; a
   * template that renders empty keeps the resolver's own wording.
   */
  #withTemplates(page: SeoPageDefinition, tags: SeoTags): SeoTags {
    const { variables, ...rest } = tags
    if (!page.templates || !variables) return rest
    const values = { site_name: this.host.settings.get<string>('branding.site_name', 'Cadenza'), ...variables }
    const render = (part: 'title' | 'description') =>
      renderSeoTemplate(this.host.settings.get<string | null>(seoTemplateKey(page.name, part), null) ?? page.templates![part], values)
    return { ...rest, title: render('title') || rest.title, description: render('description') || rest.description }
  }

  /** The SEO page whose pattern is the web app's route at `path` (the most specific match without a route table). */
  #pageAt(
    path: string,
    routePattern: string | undefined
  ): { page: SeoPageDefinition; params: Record<string, string> } | null {
    const shapes = routePattern === undefined ? null : routeShapes(routePattern)
    let best: { page: SeoPageDefinition; params: Record<string, string>; fixed: number } | null = null
    for (const page of this.registry.seoPages()) {
      for (const pattern of page.paths) {
        const params = matchPath(pattern, path)
        if (!params) continue
        if (shapes) {
          if (shapes.includes(routeShapes(pattern)[0])) return { page, params }
          continue
        }
        const fixed = pattern.split('/').filter((part) => part && !part.startsWith(':')).length
        if (!best || fixed > best.fixed) best = { page, params, fixed }
      }
    }
    return best
  }
}
