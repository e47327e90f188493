import type { SettingField } from './settings_api.js'

/** Spec section 2: the settings screen's tabs, in this order, each drawn even before a module fills it. */
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

/** Setting groups other screens draw: the ads screen, and the appearance editor's themes and landing page. */
const DRAWN_ELSEWHERE = new Set(['ads', 'themes', 'landing-page'])

/** Tab names whose words a plain capital would get wrong. */
const SPELLED = { 'gdpr': 'GDPR', 'recaptcha': 'reCAPTCHA', 'outgoing-email': 'Outgoing email' } as const

/** The tabs: the spec's sixteen in its order, then other modules' groups by name. */
export function settingsTabs(fields: readonly SettingField[]) {
  const moduleGroups = [...new Set(fields.map((field) => field.group))]
    .filter((group) => !SPEC_TABS.includes(group) && !DRAWN_ELSEWHERE.has(group))
    .sort((a, b) => a.localeCompare(b))
  return [...SPEC_TABS, ...moduleGroups]
}

/** A group id as its tab's title (before translation): 'landing-page' -> 'Landing page'. */
export function tabTitle(group: string) {
  if (group in SPELLED) return SPELLED[group as keyof typeof SPELLED]
  const words = group.replaceAll('-', ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}
