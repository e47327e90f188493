/**
 * The two themes every installation starts with. Colours are RGB channels so
 * the web app can apply opacity (rgb(var(--be-primary) / 0.2)); every text
 * colour meets WCAG AA on the background it sits on.
 */
const shared = {
  '--be-radius': '8px',
  '--be-font-family': 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
}

export const DEFAULT_THEMES = [
  {
    name: 'Dark',
    is_dark: true,
    default_light: false,
    default_dark: true,
    values: {
      ...shared,
      '--be-background': '18 18 20',
      '--be-paper': '28 28 31',
      '--be-chip': '44 44 48',
      '--be-primary': '30 215 96',
      '--be-primary-contrast': '6 24 12',
      '--be-text-main': '245 245 247',
      '--be-text-muted': '167 167 173',
      '--be-text-disabled': '110 110 116',
      '--be-divider': '255 255 255 / 0.1',
      '--be-danger': '248 113 113',
      '--be-positive': '74 222 128',
    },
  },
  {
    name: 'Light',
    is_dark: false,
    default_light: true,
    default_dark: false,
    values: {
      ...shared,
      '--be-background': '255 255 255',
      '--be-paper': '246 246 248',
      '--be-chip': '234 234 238',
      '--be-primary': '21 128 61',
      '--be-primary-contrast': '255 255 255',
      '--be-text-main': '17 17 19',
      '--be-text-muted': '82 82 91',
      '--be-text-disabled': '161 161 170',
      '--be-divider': '0 0 0 / 0.1',
      '--be-danger': '185 28 28',
      '--be-positive': '21 128 61',
    },
  },
]
