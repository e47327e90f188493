/**
 * SEO title and description templates (appearance editor, "SEO settings"):
 * an SEO page offers variables ('{{name}}', '{{artists}}'...) and an admin
 * writes the page's title and description with them. Shared by the server,
 * which draws the pages' heads, and the editor's live preview.
 */

/** The two templates of an SEO page. */
export interface SeoTemplates {
  title: string
  description: string
}

/** A variable an SEO page offers to its templates. */
export interface SeoVariable {
  /** Written as `{{name}}` in a template. */
  name: string
  /** What it holds, for the admin. */
  description: string
}

/** Every page offers the site's name. */
export const SITE_NAME_VARIABLE: SeoVariable = { name: 'site_name', description: 'The name of the site' }

/** Settings keys of a page's templates: 'seo.track.title', 'seo.track.description'. */
export function seoTemplateKey(page: string, part: keyof SeoTemplates) {
  return `seo.${page}.${part}`
}

const VARIABLE = /\{\{\s*([a-z_]+)\s*\}\}/g
// A title's parts are joined by " | ", " - ", " · "... (a dash inside a name, "Jay-Z", is no separator).
const SEPARATOR = /((?:^|\s+)[-|·–—](?=\s|$))/

/**
 * The template with its variables filled in. A variable without a value
 * leaves no dangling separator ("{{name}} - {{artists}} | {{site_name}}"
 * without artists reads "Song | Cadenza"); unknown variables are empty.
 */
export function renderSeoTemplate(template: string, variables: Record<string, string | number | null | undefined>) {
  const filled = template.replace(VARIABLE, (_, name: string) => String(variables[name] ?? '').trim())
  const parts = filled.split(SEPARATOR)
  let text = ''
  for (let index = 0; index < parts.length; index += 2) {
    const part = parts[index].trim()
    if (part) text += text ? `${parts[index - 1].trim() ? ` ${parts[index - 1].trim()} ` : ' '}${part}` : part
  }
  return text.replace(/\s+/g, ' ').trim()
}
