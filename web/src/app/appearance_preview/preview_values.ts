import type { BootstrapData, BootstrapTheme } from '../../../../core/kernel/shared/bootstrap_data.js'

/**
 * The bootstrap data with the editor's values: settings merged (objects key
 * by key, arrays and everything else replaced), the parts the server derives
 * from settings (branding, menus, theme options) derived again, and the
 * themes replaced when given.
 */
export function withValues(
  data: BootstrapData,
  values: { settings?: Record<string, any>; themes?: BootstrapTheme[] }
): BootstrapData {
  const settings = values.settings ? mergeSettings(data.settings, values.settings) : data.settings
  const branding = settings.branding ?? {}
  const themes = settings.themes ?? {}
  return {
    ...data,
    settings,
    branding: { ...data.branding, ...pick(branding, Object.keys(data.branding)) },
    menus: Array.isArray(settings.menus) ? settings.menus : data.menus,
    themes: {
      ...data.themes,
      ...(typeof themes.user_change === 'boolean' && { user_change: themes.user_change }),
      ...(themes.default_mode && { default_mode: themes.default_mode }),
      ...(Array.isArray(values.themes) && { all: values.themes }),
    },
  }
}

function mergeSettings(into: Record<string, any>, changes: Record<string, any>): Record<string, any> {
  const merged = { ...into }
  for (const [key, value] of Object.entries(changes)) {
    const current = merged[key]
    merged[key] = isPlainObject(value) && isPlainObject(current) ? mergeSettings(current, value) : value
  }
  return merged
}

function isPlainObject(value: unknown): value is Record<string, any> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function pick(source: Record<string, any>, keys: string[]) {
  return Object.fromEntries(keys.filter((key) => key in source).map((key) => [key, source[key]]))
}
