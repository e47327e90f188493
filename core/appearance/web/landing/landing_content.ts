// Relative, not @web/: the server's unit tests import this file, and only the web app's tsconfig knows @web.
import type { BootstrapData } from '../../../kernel/shared/bootstrap_data.js'
import { settingValue, toBoolean } from '../../../../web/src/bootstrap/settings.js'
import { inAppearanceEditor } from '../../../../web/src/app/appearance_editor.js'

/** The homepage option (setting homepage.type) that shows guests the landing page. */
export const LANDING_HOMEPAGE_TYPE = 'landingPage'

export interface LandingAction {
  label: string
  /** An in-app path ('/register') or a full address. */
  action: string
}

export interface LandingFeature {
  title: string
  text: string
  /** A menu icon name ('audio-lines'), drawn when there is no image. */
  icon: string | null
  image: string | null
  /** The small line above a secondary feature's title. */
  eyebrow: string | null
}

export interface LandingContent {
  headline: string
  subheadline: string
  backgroundImage: string | null
  actions: LandingAction[]
  primaryFeatures: LandingFeature[]
  secondaryFeatures: LandingFeature[]
}

/**
 * '/' shows the landing page to guests when the homepage option says so;
 * signed-in people get the app's own homepage, as on the big streaming sites.
 */
export function showsLanding(
  bootstrap: Pick<BootstrapData, 'user' | 'settings'>,
  pathname: string
): boolean {
  return (
    pathname === '/' &&
    // The appearance editor's preview shows an admin what guests will get.
    (!bootstrap.user || inAppearanceEditor) &&
    settingValue(bootstrap.settings, 'homepage.type') === LANDING_HOMEPAGE_TYPE
  )
}

/**
 * The landing page's texts and lists from the landing.* settings. The
 * appearance editor writes them, so anything malformed is skipped rather
 * than trusted; the sign-up action goes when registration is disabled.
 */
export function landingContentOf(settings: Record<string, unknown>): LandingContent {
  const setting = (key: string) => settingValue(settings, key)
  const registrationDisabled = toBoolean(setting('registration.disable'))
  return {
    headline: text(setting('landing.headline')) ?? '',
    subheadline: text(setting('landing.subheadline')) ?? '',
    backgroundImage: text(setting('landing.background_image')),
    actions: listOf(setting('landing.actions'), toAction).filter(
      ({ action }) => !(registrationDisabled && action.split(/[?#]/)[0] === '/register')
    ),
    primaryFeatures: listOf(setting('landing.primary_features'), toFeature),
    secondaryFeatures: listOf(setting('landing.secondary_features'), toFeature),
  }
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null
}

function listOf<T>(value: unknown, parse: (item: Record<string, unknown>) => T | null): T[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((item) =>
    item && typeof item === 'object' ? (parse(item as Record<string, unknown>) ?? []) : []
  )
}

function toAction(item: Record<string, unknown>): LandingAction | null {
  const label = text(item.label)
  const action = text(item.action)
  return label && action ? { label, action } : null
}

function toFeature(item: Record<string, unknown>): LandingFeature | null {
  const title = text(item.title)
  if (!title) return null
  return {
    title,
    text: text(item.text) ?? '',
    icon: text(item.icon),
    image: text(item.image),
    eyebrow: text(item.eyebrow),
  }
}
