import type { AppearanceValues, EditableTheme } from '../../../shared/appearance_values.js'

/**
 * Paths into the draft, as sections name what they change:
 * - 'settings.<setting key>': 'settings.branding.site_name', 'settings.menus'
 * - 'themes' (the whole list), 'themes.<index>' (one theme),
 *   'themes.<index>.<field>' ('themes.0.name', 'themes.0.font'),
 *   'themes.<index>.values.<css variable>' ('themes.0.values.--be-primary')
 * - 'custom_code.css', 'custom_code.html'
 * Setting keys keep their dots: everything after 'settings.' is the key.
 */
export type DraftPath = `settings.${string}` | 'themes' | `themes.${number}${string}` | 'custom_code.css' | 'custom_code.html'

type Values = Omit<AppearanceValues, 'version'>

export function readPath(values: Values, path: DraftPath): unknown {
  const [bucket, rest] = splitOnce(path)
  if (bucket === 'settings') return values.settings[rest]
  if (bucket === 'custom_code') return values.custom_code[rest as 'css' | 'html']
  if (!rest) return values.themes
  const [index, field] = splitOnce(rest)
  const theme = values.themes[Number(index)]
  if (!field || !theme) return theme
  const [name, variable] = splitOnce(field)
  return name === 'values' && variable ? theme.values[variable] : theme[name as keyof EditableTheme]
}

/** A copy of `values` with `value` at `path`; untouched parts are shared (the preview compares by reference). */
export function writePath(values: Values, path: DraftPath, value: unknown): Values {
  const [bucket, rest] = splitOnce(path)
  if (bucket === 'settings') return { ...values, settings: { ...values.settings, [rest]: value } }
  if (bucket === 'custom_code') return { ...values, custom_code: { ...values.custom_code, [rest]: value } }
  if (bucket !== 'themes') throw new Error(`Unknown draft path ${path}`)
  if (!rest) return { ...values, themes: value as EditableTheme[] }
  const [indexText, field] = splitOnce(rest)
  const index = Number(indexText)
  if (!Number.isInteger(index) || !values.themes[index]) throw new Error(`No theme at ${path}`)
  const themes = [...values.themes]
  if (!field) themes[index] = value as EditableTheme
  else {
    const [name, variable] = splitOnce(field)
    const theme = themes[index]
    themes[index] =
      name === 'values' && variable
        ? { ...theme, values: { ...theme.values, [variable]: value as string } }
        : { ...theme, [name]: value }
  }
  return { ...values, themes }
}

function splitOnce(text: string): [string, string] {
  const dot = text.indexOf('.')
  return dot === -1 ? [text, ''] : [text.slice(0, dot), text.slice(dot + 1)]
}
