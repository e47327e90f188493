import type { BootstrapTheme } from '../../kernel/shared/bootstrap_data.js'

/** A theme as the editor holds it: a theme not saved yet has a negative id, given by the editor. */
export type EditableTheme = BootstrapTheme

/** Custom CSS and HTML put on every page (admins holding the super admin permission only). */
export interface CustomCode {
  css: string
  html: string
}

/**
 * Everything the appearance editor changes, as `GET appearance` returns it
 * and the editor's draft holds it. `settings` are flat dotted keys
 * ('branding.site_name'); the menus are the setting 'menus'.
 */
export interface AppearanceValues {
  settings: Record<string, unknown>
  themes: EditableTheme[]
  custom_code: CustomCode
  /** Bumped by every save: a save naming an older version is refused with 409. */
  version: number
}

/** `PUT appearance`: what changed since `version` (themes and custom code are sent whole, when they changed). */
export interface AppearanceSaveRequest {
  version: number
  settings?: Record<string, unknown>
  themes?: EditableTheme[]
  custom_code?: Partial<CustomCode>
}

/** Limits the server enforces and the editor shows (bytes of UTF-8 text). */
export const CUSTOM_CSS_MAX_LENGTH = 65_536
export const CUSTOM_HTML_MAX_LENGTH = 65_536
export const MAX_THEMES = 30

/** The message a save refused for being stale answers with (409). */
export const STALE_APPEARANCE_MESSAGE =
  'Someone else saved the appearance since you opened the editor. Reload to see their changes, then make yours again.'
