import type { HttpContext } from '@adonisjs/core/http'
import type { PluginHost, SeoTags } from '../contract.js'
import type { ModuleRegistry } from '../module_registry.js'
import { matchPath } from './path_pattern.js'

/**
 * Finds the SEO page a URL belongs to and asks its module's resolver for
 * tags. Unknown pages, resolvers that return null and resolvers that fail
 * all give the site defaults: the shell must render whatever happens.
 */
export class SeoResolver {
  constructor(
    private registry: ModuleRegistry,
    private host: PluginHost
  ) {}

  async resolve(path: string, ctx: HttpContext): Promise<SeoTags> {
    const defaults: SeoTags = {
      title: this.host.settings.get<string>('branding.site_name', 'Cadenza'),
      description: this.host.settings.get<string>('branding.site_description', ''),
      type: 'website',
    }
    for (const page of this.registry.seoPages()) {
      for (const pattern of page.paths) {
        const params = matchPath(pattern, path)
        if (!params) continue
        if (!page.resolve) return defaults
        try {
          const tags = await page.resolve({ params, path, ctx, host: this.host })
          return tags ? { ...defaults, ...tags } : defaults
        } catch (error) {
          ctx.logger.warn({ err: error, seoPage: page.name }, 'SEO resolver failed; using site defaults')
          return defaults
        }
      }
    }
    return defaults
  }
}
