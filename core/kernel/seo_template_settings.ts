import type { SeoPageDefinition, SettingSchemaEntry } from './contract.js'
import { seoTemplateKey } from './shared/seo_templates.js'

/** Longest template an admin may write; a page's head stays readable. */
const TEMPLATE_MAX = 300

/**
 * The settings that hold a module's SEO templates, to spread into its
 * manifest's `settings`: `seo.<page>.title` and `.description` default to the
 * page's own templates and are edited in the appearance editor's
 * "SEO settings" section (schema group 'seo-settings').
 */
export function seoTemplateSettings(pages: SeoPageDefinition[]) {
  const defaults: Record<string, string> = {}
  const schema: Record<string, SettingSchemaEntry> = {}
  for (const page of pages) {
    if (!page.templates) continue
    for (const part of ['title', 'description'] as const) {
      const key = seoTemplateKey(page.name, part)
      defaults[key] = page.templates[part]
      schema[key] = {
        type: part === 'title' ? 'string' : 'text',
        label: `${page.label} ${part}`,
        group: 'seo-settings',
        validation: { max: TEMPLATE_MAX },
      }
    }
  }
  return { defaults, schema }
}
