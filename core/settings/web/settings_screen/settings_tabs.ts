import type { SettingField } from './settings_api.js'

/** Spec section 2: the settings screen's tabs, in this order; groups of other modules come after. */
const SPEC_TABS = [
  'general',
  'subscriptions',
  'localization',
  'authentication',
  'uploading',
  'outgoing-email',
  'cache',
  'analytics',
  'logging',
  'queue',
  'websockets',
  'recaptcha',
  'gdpr',
  'search',
  'providers',
  'player',
]

/** Tab names whose words a plain capital would get wrong. */
const SPELLED = { 'gdpr': 'GDPR', 'recaptcha': 'reCAPTCHA', 'outgoing-email': 'Outgoing email' } as const

/** The groups of these fields, as tabs: the spec's order first, then the rest by name. */
export function settingsTabs(fields: readonly SettingField[]) {
  const rank = (group: string) => {
    const index = SPEC_TABS.indexOf(group)
    return index === -1 ? SPEC_TABS.length : index
  }
  return [...new Set(fields.map((field) => field.group))].sort(
    (a, b) => rank(a) - rank(b) || a.localeCompare(b)
  )
}

/** A group id as its tab's title (before translation): 'landing-page' -> 'Landing page'. */
export function tabTitle(group: string) {
  if (group in SPELLED) return SPELLED[group as keyof typeof SPELLED]
  const words = group.replaceAll('-', ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}
