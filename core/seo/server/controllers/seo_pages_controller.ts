import type { HttpContext } from '@adonisjs/core/http'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { appUrl } from '#config/app'
import type { PluginHost, SeoPageDefinition } from '#core/kernel/contract'
import { ModuleRegistry } from '#core/kernel/module_registry'
import { matchPath } from '#core/kernel/shell/path_pattern'
import { SITE_NAME_VARIABLE } from '#core/kernel/shared/seo_templates'
import type { SeoEditorData, SeoEditorPage } from '../../shared/seo_editor_types.js'
import { sitemapIndexUrl } from '../sitemap/sitemap_files.js'

/**
 * The SEO pages whose title and description an admin may template, each with
 * a real sample's variables: the editor renders the templates being typed
 * against them, without a round trip per keystroke.
 */
export default class SeoPagesController {
  async index(ctx: HttpContext): Promise<SeoEditorData> {
    const registry = await app.container.make(ModuleRegistry)
    const host = await app.container.make('cadenza.host')
    const pages = registry.seoPages().filter((page) => page.templates)
    const [described, build] = await Promise.all([
      Promise.all(pages.map((page) => this.#describe(page, ctx, host))),
      db.from('sitemap_builds').orderBy('id', 'desc').select('urls_count', 'files_count', 'created_at').first(),
    ])
    return {
      pages: described,
      sitemap: build
        ? { built_at: new Date(build.created_at).toISOString(), urls: Number(build.urls_count), files: Number(build.files_count), url: sitemapIndexUrl() }
        : null,
    }
  }

  async #describe(page: SeoPageDefinition, ctx: HttpContext, host: PluginHost): Promise<SeoEditorPage> {
    return {
      name: page.name,
      label: page.label,
      defaults: page.templates!,
      variables: [SITE_NAME_VARIABLE, ...(page.variables ?? [])],
      sample: await this.#sample(page, ctx, host).catch((error) => {
        ctx.logger.warn({ err: error, seoPage: page.name }, 'SEO sample failed')
        return null
      }),
    }
  }

  /** The sample page's variables, as its resolver fills them for a guest. */
  async #sample(page: SeoPageDefinition, ctx: HttpContext, host: PluginHost): Promise<SeoEditorPage['sample']> {
    const path = await page.sample?.()
    if (!path || !page.resolve) return null
    const params = page.paths.map((pattern) => matchPath(pattern, path)).find(Boolean)
    if (!params) return null
    const resolved = await page.resolve({ params, path, ctx, host })
    if (!resolved || resolved === 'not-found' || !resolved.variables) return null
    return { path, url: new URL(resolved.canonical ?? path, appUrl).href, variables: resolved.variables }
  }
}
