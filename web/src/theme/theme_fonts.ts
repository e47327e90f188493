import type { FontFamily } from '../../../core/kernel/shared/font_catalogue.js'

/**
 * Each catalogue font's stylesheet, from its @fontsource package: Vite
 * bundles the CSS and the font files into the app's own assets, so a chosen
 * font loads from this site and nowhere else. Variable fonts register
 * themselves as '<Family> Variable'; Lato and Poppins ship as separate
 * weights (400 normal, 500-700 for headings and buttons).
 */
const FONTS: Record<FontFamily, { cssFamily: string; load: () => Promise<unknown> }> = {
  'Inter': { cssFamily: 'Inter Variable', load: () => import('@fontsource-variable/inter') },
  'Roboto': { cssFamily: 'Roboto Variable', load: () => import('@fontsource-variable/roboto') },
  'Open Sans': { cssFamily: 'Open Sans Variable', load: () => import('@fontsource-variable/open-sans') },
  'Lato': {
    cssFamily: 'Lato',
    load: () => Promise.all([import('@fontsource/lato/400.css'), import('@fontsource/lato/700.css')]),
  },
  'Montserrat': { cssFamily: 'Montserrat Variable', load: () => import('@fontsource-variable/montserrat') },
  'Poppins': {
    cssFamily: 'Poppins',
    load: () =>
      Promise.all([
        import('@fontsource/poppins/400.css'),
        import('@fontsource/poppins/500.css'),
        import('@fontsource/poppins/600.css'),
        import('@fontsource/poppins/700.css'),
      ]),
  },
  'Nunito': { cssFamily: 'Nunito Variable', load: () => import('@fontsource-variable/nunito') },
  'Raleway': { cssFamily: 'Raleway Variable', load: () => import('@fontsource-variable/raleway') },
  'Work Sans': { cssFamily: 'Work Sans Variable', load: () => import('@fontsource-variable/work-sans') },
  'DM Sans': { cssFamily: 'DM Sans Variable', load: () => import('@fontsource-variable/dm-sans') },
  'Manrope': { cssFamily: 'Manrope Variable', load: () => import('@fontsource-variable/manrope') },
  'Space Grotesk': { cssFamily: 'Space Grotesk Variable', load: () => import('@fontsource-variable/space-grotesk') },
  'Source Sans 3': { cssFamily: 'Source Sans 3 Variable', load: () => import('@fontsource-variable/source-sans-3') },
  'Merriweather': { cssFamily: 'Merriweather Variable', load: () => import('@fontsource-variable/merriweather') },
  'Playfair Display': { cssFamily: 'Playfair Display Variable', load: () => import('@fontsource-variable/playfair-display') },
  'JetBrains Mono': { cssFamily: 'JetBrains Mono Variable', load: () => import('@fontsource-variable/jetbrains-mono') },
}

const FALLBACK_STACK = 'ui-sans-serif, system-ui, sans-serif'

/** The value of --be-font-family for a catalogue font; null for a family the app does not ship. */
export function fontStack(family: string | null | undefined): string | null {
  const font = family ? FONTS[family as FontFamily] : undefined
  return font ? `"${font.cssFamily}", "${family}", ${FALLBACK_STACK}` : null
}

/** Fetches the font's stylesheet (once: the module cache keeps it); unknown families load nothing. */
export function loadFont(family: string | null | undefined): Promise<unknown> {
  const font = family ? FONTS[family as FontFamily] : undefined
  return font ? font.load() : Promise.resolve()
}
