import { menusValidator } from './validators/appearance_validator.js'

/**
 * The settings the appearance editor reads and writes: branding, themes,
 * the landing page and homepage, SEO templates and the menus. Holding
 * appearance.update lets an admin change these and nothing else (mail,
 * caches and the rest stay with settings.update).
 */
const PREFIXES = ['branding.', 'themes.', 'landing.', 'seo.']
const KEYS = new Set(['homepage.type', 'menus'])

export function isEditorSetting(key: string) {
  return KEYS.has(key) || PREFIXES.some((prefix) => key.startsWith(prefix))
}

/**
 * Editor settings outside the settings schema (the Settings screen does not
 * draw them), each with its own validator taking `{ [key]: value }`.
 * Every other editor setting is checked by the settings schema.
 */
export const UNSCHEMED_EDITOR_SETTINGS: Record<string, { validate(data: unknown): Promise<Record<string, unknown>> }> = {
  menus: menusValidator,
}

/** Where the editor's version lives in the settings table (private: never sent to browsers). */
export const APPEARANCE_VERSION_KEY = 'appearance.version'

/** Custom code is stored as settings the settings API cannot write (super admins only, through the editor). */
export const CUSTOM_CSS_KEY = 'custom_code.css'
export const CUSTOM_HTML_KEY = 'custom_code.html'
