import type { AppearanceSaveRequest, AppearanceValues } from '../../../shared/appearance_values.js'

/** What changed between the saved values and the draft, as PUT appearance takes it. */
export function saveRequestOf(
  saved: Omit<AppearanceValues, 'version'>,
  draft: Omit<AppearanceValues, 'version'>,
  version: number
): AppearanceSaveRequest {
  const settings = Object.fromEntries(
    Object.entries(draft.settings).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(saved.settings[key]))
  )
  const themesChanged = JSON.stringify(draft.themes) !== JSON.stringify(saved.themes)
  const customCode = Object.fromEntries(
    (['css', 'html'] as const).filter((mode) => draft.custom_code[mode] !== saved.custom_code[mode]).map((mode) => [mode, draft.custom_code[mode]])
  )
  return {
    version,
    ...(Object.keys(settings).length > 0 && { settings }),
    ...(themesChanged && { themes: draft.themes }),
    ...(Object.keys(customCode).length > 0 && { custom_code: customCode }),
  }
}
