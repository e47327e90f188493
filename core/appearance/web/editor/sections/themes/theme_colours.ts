/**
 * Theme colours are stored as RGB channels ('30 215 96', '0 0 0 / 0.1') so
 * the app can add opacity (rgb(var(--be-primary) / 0.2)). These helpers turn
 * them into CSS colours and back, and measure contrast (WCAG 2.1).
 */
export interface Rgba {
  red: number
  green: number
  blue: number
  alpha: number
}

const CHANNELS = /^(\d{1,3}) (\d{1,3}) (\d{1,3})(?: \/ ([\d.]+))?$/

export function parseChannels(value: string | undefined): Rgba | null {
  const match = value ? CHANNELS.exec(value.trim()) : null
  if (!match) return null
  const [red, green, blue] = match.slice(1, 4).map(Number)
  if ([red, green, blue].some((channel) => channel > 255)) return null
  return { red, green, blue, alpha: match[4] === undefined ? 1 : Math.min(1, Number(match[4])) }
}

export function formatChannels({ red, green, blue, alpha }: Rgba): string {
  const rgb = [red, green, blue].map((channel) => Math.round(channel)).join(' ')
  return alpha >= 1 ? rgb : `${rgb} / ${Math.round(alpha * 100) / 100}`
}

export function cssColour(value: string | undefined): string {
  const colour = parseChannels(value)
  if (!colour) return 'transparent'
  return `rgb(${colour.red} ${colour.green} ${colour.blue} / ${colour.alpha})`
}

/** `top` drawn over `below` (for colours with an alpha), as the eye sees it. */
function composite(top: Rgba, below: Rgba): Rgba {
  const mix = (a: number, b: number) => a * top.alpha + b * (1 - top.alpha)
  return { red: mix(top.red, below.red), green: mix(top.green, below.green), blue: mix(top.blue, below.blue), alpha: 1 }
}

function luminance({ red, green, blue }: Rgba) {
  const linear = (channel: number) => {
    const c = channel / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
}

/** The contrast ratio (1 to 21) of a foreground on a background; null when either is no colour. */
export function contrastRatio(foreground: string | undefined, background: string | undefined): number | null {
  const back = parseChannels(background)
  const fore = parseChannels(foreground)
  if (!back || !fore) return null
  const [a, b] = [luminance(composite(fore, back)), luminance(back)]
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
}

/** WCAG AA for body text. */
export const AA_TEXT_CONTRAST = 4.5

/**
 * The colour variables of a theme, as the editor lists them, and the
 * backgrounds each text colour must stand out on (WCAG AA).
 */
export const COLOUR_VARIABLES: ReadonlyArray<{ name: string; label: string; readsOn?: readonly string[] }> = [
  { name: '--be-background', label: 'Background' },
  { name: '--be-paper', label: 'Panels' },
  { name: '--be-chip', label: 'Chips and inputs' },
  { name: '--be-primary', label: 'Accent' },
  { name: '--be-primary-contrast', label: 'Text on accent', readsOn: ['--be-primary'] },
  { name: '--be-text-main', label: 'Text', readsOn: ['--be-background', '--be-paper'] },
  { name: '--be-text-muted', label: 'Secondary text', readsOn: ['--be-background'] },
  { name: '--be-text-disabled', label: 'Disabled text' },
  { name: '--be-divider', label: 'Dividers' },
  { name: '--be-danger', label: 'Danger', readsOn: ['--be-background'] },
  { name: '--be-positive', label: 'Positive' },
]

export const RADIUS_VARIABLE = '--be-radius'
export const FONT_VARIABLE = '--be-font-family'
