/**
 * The fonts a theme may use. They ship with the app (the @fontsource
 * packages, served from this site), so choosing one sends no visitor's
 * request anywhere else. The web app maps each family to its package
 * (web/src/theme/theme_fonts.ts); the server accepts only these.
 */
export const FONT_CATALOGUE = [
  { family: 'Inter', category: 'sans-serif' },
  { family: 'Roboto', category: 'sans-serif' },
  { family: 'Open Sans', category: 'sans-serif' },
  { family: 'Lato', category: 'sans-serif' },
  { family: 'Montserrat', category: 'sans-serif' },
  { family: 'Poppins', category: 'sans-serif' },
  { family: 'Nunito', category: 'sans-serif' },
  { family: 'Raleway', category: 'sans-serif' },
  { family: 'Work Sans', category: 'sans-serif' },
  { family: 'DM Sans', category: 'sans-serif' },
  { family: 'Manrope', category: 'sans-serif' },
  { family: 'Space Grotesk', category: 'sans-serif' },
  { family: 'Source Sans 3', category: 'sans-serif' },
  { family: 'Merriweather', category: 'serif' },
  { family: 'Playfair Display', category: 'serif' },
  { family: 'JetBrains Mono', category: 'monospace' },
] as const

export type FontFamily = (typeof FONT_CATALOGUE)[number]['family']

export const FONT_FAMILIES: readonly string[] = FONT_CATALOGUE.map((font) => font.family)
