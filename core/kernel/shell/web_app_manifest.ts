import type { BootstrapTheme } from '../shared/bootstrap_data.js'

/** Themes store colours as space-separated RGB channels ('30 215 96'), which a manifest cannot use. */
function hexColour(channels: string | undefined, fallback: string) {
  const parts = channels?.trim().split(/\s+/).map(Number)
  if (!parts || parts.length !== 3 || parts.some((part) => !Number.isInteger(part) || part < 0 || part > 255)) return fallback
  return `#${parts.map((part) => part.toString(16).padStart(2, '0')).join('')}`
}

/** Home screens show about 12 characters under an icon: whole words up to that, or the first word cut. */
const SHORT_NAME_LENGTH = 12

function shortName(name: string) {
  if (name.length <= SHORT_NAME_LENGTH) return name
  let short = ''
  for (const word of name.split(/\s+/)) {
    const next = short ? `${short} ${word}` : word
    if (next.length > SHORT_NAME_LENGTH) break
    short = next
  }
  return short || name.slice(0, SHORT_NAME_LENGTH)
}

/**
 * The web app manifest (https://www.w3.org/TR/appmanifest/) that makes the
 * site installable: the site's name from the settings, the colours of the
 * theme visitors see by default (the dark one first, like the shell), and
 * the site icon, drawn as SVG so one file serves every size.
 */
export function webAppManifest(siteName: string, themes: BootstrapTheme[]) {
  const theme = themes.find((candidate) => candidate.default_dark) ?? themes[0]
  const background = hexColour(theme?.values['--be-background'], '#121212')
  return {
    name: siteName,
    short_name: shortName(siteName),
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: background,
    theme_color: background,
    icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  }
}
