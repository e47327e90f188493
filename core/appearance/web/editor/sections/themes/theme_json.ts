import type { EditableTheme } from '../../../../shared/appearance_values.js'

/** What an exported theme file holds: the theme without its id or default flags (those belong to a site). */
export interface ThemeFile {
  name: string
  is_dark: boolean
  values: Record<string, string>
  font: { family: string } | null
}

export function themeFile(theme: EditableTheme): ThemeFile {
  return { name: theme.name, is_dark: theme.is_dark, values: theme.values, font: theme.font ?? null }
}

/** Starts a download of the theme as `<name>.json`. */
export function downloadTheme(theme: EditableTheme) {
  const blob = new Blob([JSON.stringify(themeFile(theme), null, 2)], { type: 'application/json' })
  const link = Object.assign(document.createElement('a'), {
    href: URL.createObjectURL(blob),
    download: `${theme.name.replace(/[^\w-]+/g, '-').toLowerCase() || 'theme'}.json`,
  })
  link.click()
  URL.revokeObjectURL(link.href)
}

/**
 * Reads a theme file: a name, whether it is dark, and CSS variables of the
 * theme (--be-*) with text values. Null for anything else; the server checks
 * each value again on save.
 */
export function parseThemeFile(text: string): ThemeFile | null {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return null
  }
  if (typeof data !== 'object' || data === null) return null
  const { name, is_dark: isDark, values, font } = data as Record<string, unknown>
  if (typeof name !== 'string' || !name.trim() || typeof values !== 'object' || values === null) return null
  const entries = Object.entries(values as Record<string, unknown>)
  if (!entries.length || !entries.every(([key, value]) => key.startsWith('--be-') && typeof value === 'string')) return null
  const family = typeof font === 'object' && font !== null ? (font as { family?: unknown }).family : undefined
  return {
    name: name.trim().slice(0, 100),
    is_dark: isDark === true,
    values: Object.fromEntries(entries) as Record<string, string>,
    font: typeof family === 'string' ? { family } : null,
  }
}
