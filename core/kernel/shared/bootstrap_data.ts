/**
 * The bootstrap data (spec section 3) the server inlines into the SPA shell as
 * `window.bootstrapData` and returns from login, logout and register. Shared
 * by the server (which builds it) and the web app (which reads it): types only.
 */
import type { MenuPosition } from './menu_positions.js'
import type { ThemeMode } from './theme_choice.js'

export interface BootstrapMenuItem {
  id: string
  type: 'route' | 'link'
  label: string
  action: string
  icon?: string | null
  target?: '_self' | '_blank'
  roles?: number[]
  permissions?: string[]
  settings?: Record<string, unknown>
  subscriptionStatus?: 'subscribed' | 'unsubscribed'
}

export interface BootstrapMenu {
  id: string
  name: string
  positions: MenuPosition[]
  items: BootstrapMenuItem[]
}

export interface BootstrapTheme {
  id: number
  name: string
  is_dark: boolean
  default_light: boolean
  default_dark: boolean
  /** CSS variables: '--be-background': '255 255 255' ... */
  values: Record<string, string>
  /** A font of the catalogue (font_catalogue.ts), self-hosted. */
  font?: { family: string } | null
}

export interface BootstrapPermission {
  name: string
  restrictions: Array<{ name: string; value: number | null }>
}

export interface BootstrapRole {
  id: number
  name: string
  permissions: BootstrapPermission[]
}

export interface BootstrapUser {
  id: number
  name: string
  first_name: string | null
  last_name: string | null
  image: string | null
  email: string
  email_verified_at: string | null
  banned_at: string | null
  language: string | null
  country: string | null
  timezone: string
  unread_notifications_count: number
  two_factor_confirmed_at: string | null
  /** Recovery codes exist (two-factor set up, maybe awaiting confirmation); the codes never leave the server. */
  has_recovery_codes: boolean
  created_at: string | null
  roles: Array<{ id: number; name: string }>
  permissions: BootstrapPermission[]
  subscriptions: Array<{ id: number; valid: boolean; active: boolean }>
}

export interface BootstrapAdSlot {
  key: string
  label: string
  sizeHint: string
}

export interface BootstrapAdminScreen {
  path: string
  label: string
  permission: string
  icon?: string
  section?: string
}

export interface BootstrapData {
  /** Public settings as a nested object ('dates.default_timezone' -> settings.dates.default_timezone). */
  settings: Record<string, any>
  themes: {
    all: BootstrapTheme[]
    default_id: number | null
    user_change: boolean
    /** themes.default_mode: the theme of visitors who have not chosen one. */
    default_mode: ThemeMode
  }
  menus: BootstrapMenu[]
  guest_role: BootstrapRole | null
  user: BootstrapUser | null
  branding: {
    site_name: string
    logo_light: string | null
    logo_dark: string | null
    logo_light_mobile: string | null
    logo_dark_mobile: string | null
    splash_video_desktop_link: string | null
    splash_video_mobile_link: string | null
  }
  cookie_notice: {
    enable: boolean
    position: 'top' | 'bottom'
    button: BootstrapMenuItem | null
  }
  show_cookie_notice: boolean
  require_email_confirmation: boolean
  is_mobile_device: boolean
  base_url: string
  i18n: { language: string; lines: Record<string, string> }
  ad_slots: BootstrapAdSlot[]
  admin_screens: BootstrapAdminScreen[]
  /** Ids of the enabled modules, so the web app only mounts what is on. */
  modules: string[]
  /** What modules contribute (their manifest's `bootstrap`), by module id. */
  module_data: Record<string, unknown>
  /** Security warnings for people holding admin.access (null for everyone else). */
  admin_alerts: BootstrapAdminAlerts | null
}

export interface BootstrapAdminAlerts {
  /** A published demo password (the demo admin's, or the login form's demo one) still signs someone in. */
  demo_password: boolean
}

/** Name of the global the shell defines. */
export const BOOTSTRAP_GLOBAL = 'bootstrapData'

/** Name of the global describing a page the server drew (ServerPageState; absent otherwise). */
export const SERVER_PAGE_GLOBAL = 'cadenzaServerPage'

/** Name of the global listing the buttons pressed on a server-drawn page before the app ran. */
export const EARLY_PRESSES_GLOBAL = 'cadenzaEarlyPresses'
