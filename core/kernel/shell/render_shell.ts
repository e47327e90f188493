import type { SeoTags } from '../contract.js'
import type { BootstrapData } from '../shared/bootstrap_data.js'
import { BOOTSTRAP_GLOBAL, SERVER_PAGE_GLOBAL } from '../shared/bootstrap_data.js'
import type { ServerPageState, ServerRenderedPage } from '../shared/server_render.js'
import { scriptSafeJson } from './script_safe_json.js'
import { EARLY_PRESSES_SCRIPT } from './early_presses_script.js'
import { themeBootScript } from './theme_boot_script.js'
import { SCRIPT_NONCE } from '../http/csp_nonce.js'

const HEAD_PLACEHOLDER = '<!--app-head-->'
const BOOTSTRAP_PLACEHOLDER = '<!--app-bootstrap-->'
const SPLASH_PLACEHOLDER = '<!--app-splash-->'

function escapeHtml(value: string) {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

function absolute(url: string, baseUrl: string) {
  return /^https?:\/\//.test(url) ? url : `${baseUrl.replace(/\/$/, '')}/${url.replace(/^\//, '')}`
}

/**
 * <title>, description, canonical, OpenGraph, Twitter and JSON-LD tags, and
 * a preload of the page's image: the cover or photo its header shows, the
 * largest paint, which the web app would otherwise ask for only once its
 * code and the page's data have loaded. The URL is the one the app shows
 * (not made absolute), so the browser reuses the preloaded response.
 */
export function renderHeadTags(tags: SeoTags, requestPath: string, baseUrl: string, siteName: string): string {
  const canonical = absolute(tags.canonical ?? requestPath, baseUrl)
  const meta: Record<string, string | undefined> = {
    'og:title': tags.title,
    'og:description': tags.description,
    'og:type': tags.type ?? 'website',
    'og:url': canonical,
    'og:site_name': siteName,
    'og:image': tags.image ? absolute(tags.image, baseUrl) : undefined,
    'twitter:card': tags.image ? 'summary_large_image' : 'summary',
    'twitter:title': tags.title,
    'twitter:description': tags.description,
    ...tags.meta,
  }
  const lines = [
    `<title>${escapeHtml(tags.title)}</title>`,
    tags.image ? `<link rel="preload" as="image" href="${escapeHtml(tags.image)}" fetchpriority="high">` : '',
    tags.description ? `<meta name="description" content="${escapeHtml(tags.description)}">` : '',
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...Object.entries(meta)
      .filter((entry): entry is [string, string] => Boolean(entry[1]))
      .map(([property, content]) => `<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}">`),
    ...(tags.alternates ?? []).map(
      ({ type, href, title }) =>
        `<link rel="alternate" type="${escapeHtml(type)}" href="${escapeHtml(absolute(href, baseUrl))}"${title ? ` title="${escapeHtml(title)}"` : ''}>`
    ),
    tags.jsonLd ? `<script type="application/ld+json">${scriptSafeJson(tags.jsonLd)}</script>` : '',
  ]
  return lines.filter(Boolean).join('\n    ')
}

/**
 * What the page shows while the web app's code loads: the site's name and a
 * moving bar, drawn by the stylesheet alone (web/src/styles/app.css), so a
 * slow connection sees the site at once instead of a blank page. React
 * replaces it on its first render.
 */
export function renderSplash(siteName: string) {
  return `<div class="app-splash" role="status"><span class="app-splash-name">${escapeHtml(siteName)}</span><span class="app-splash-bar"></span></div>`
}

const FAVICON_TAG = /<link rel="icon"[^>]*>/

/**
 * The site's favicon (setting branding.favicon) and custom CSS (the
 * appearance editor's custom-code section) in the page as sent, so neither
 * flashes in after the app's code loads. The web app takes both over by
 * their ids and follows later changes (web/src/app/site_customizations.tsx,
 * custom_code.ts). The custom HTML stays the app's to add: markup put into
 * the page as sent would run its scripts, which the app's way never does.
 */
export function applySiteCustomizations(html: string, settings: BootstrapData['settings'] | undefined) {
  const favicon: unknown = settings?.branding?.favicon
  const css: unknown = settings?.custom_code?.css
  let out = html
  if (typeof favicon === 'string' && favicon) {
    out = out.replace(FAVICON_TAG, () => `<link rel="icon" href="${escapeHtml(favicon)}" />`)
  }
  if (typeof css === 'string' && css.trim()) {
    // "</" cannot end the style element early: CSS has no use for it outside strings, where "<\/" reads the same.
    out = out.replace('</head>', () => `<style id="be-custom-css">${css.replace(/<\//g, '<\\/')}</style>\n  </head>`)
  }
  return out
}

const MODULE_TAGS =
  /\s*<script type="module" crossorigin src="([^"]+)"><\/script>|\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g

/**
 * On a page drawn on the server the app's code is not needed for the first
 * paint: its fetches start once the page is on screen (one frame later),
 * leaving the network to the stylesheet and the page's largest picture, and
 * hydration runs after that paint instead of before it.
 */
export function deferAppScripts(html: string) {
  let entry: string | undefined
  const preloads: string[] = []
  const withoutTags = html.replace(MODULE_TAGS, (_tag, script?: string, preload?: string) => {
    if (script) entry = script
    if (preload) preloads.push(preload)
    return ''
  })
  if (!entry) return html
  const loader =
    `<script type="module"${SCRIPT_NONCE}>requestAnimationFrame(()=>setTimeout(()=>{` +
    `for(const href of ${scriptSafeJson(preloads)})document.head.append(Object.assign(document.createElement("link"),{rel:"modulepreload",href,crossOrigin:""}));` +
    `import(${scriptSafeJson(entry)})}))</script>`
  return withoutTags.replace('</body>', () => `${loader}\n  </body>`)
}

const pageState = ({ queries, lazyComponents, notFound }: ServerRenderedPage): ServerPageState => ({
  queries,
  lazyComponents,
  notFound,
})

/**
 * Fills the built index.html's placeholders. A page drawn on the server
 * takes the splash's place, and the data it was drawn from goes with it.
 * The shell's own script tags carry SCRIPT_NONCE, the stand-in each
 * response swaps for its CSP nonce (csp_nonce.ts); the drawn page's markup
 * holds none.
 */
export function renderShell(
  template: string,
  head: string,
  bootstrap: BootstrapData,
  page: ServerRenderedPage | null = null
) {
  const script =
    `<script${SCRIPT_NONCE}>window.${BOOTSTRAP_GLOBAL}=${scriptSafeJson(bootstrap)}</script>` +
    (page ? `<script${SCRIPT_NONCE}>window.${SERVER_PAGE_GLOBAL}=${scriptSafeJson(pageState(page))}</script>` : '')
  const theme = bootstrap.themes.all.find((candidate) => candidate.default_dark) ?? bootstrap.themes.all[0]
  // The dark class is set before first paint so the page does not flash; the
  // web app then applies the visitor's own choice.
  const html = theme?.is_dark ? template.replace('<html', '<html class="dark"') : template
  return applySiteCustomizations(page ? deferAppScripts(html) : html, bootstrap.settings)
    .replace(
      HEAD_PLACEHOLDER,
      () => `${themeBootScript(bootstrap.themes)}${page ? EARLY_PRESSES_SCRIPT : ''}\n    ${head}`
    )
    .replace(BOOTSTRAP_PLACEHOLDER, () => script)
    .replace(SPLASH_PLACEHOLDER, () => page?.html ?? renderSplash(bootstrap.branding.site_name))
}
