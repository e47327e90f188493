import app from '@adonisjs/core/services/app'
import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { ModuleRegistry } from '#core/kernel/module_registry'
import { buildSitemap } from '../sitemap/build_sitemap.js'

/** Rebuilds sitemap.xml from every enabled module's sources (scheduled daily by the manifest). */
export default class BuildSitemapJob extends Job<Record<string, never>> {
  static options: JobOptions = { name: 'seo.build_sitemap', maxRetries: 1 }

  async execute() {
    const registry = await app.container.make(ModuleRegistry)
    await buildSitemap(registry.sitemaps())
  }
}
