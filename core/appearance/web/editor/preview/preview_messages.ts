import { nestDottedKeys } from '../../../../kernel/shared/nested_settings.js'
import type { EditorMessage } from '../../../../../web/src/app/appearance_preview/protocol.js'
import type { DraftSnapshot } from '../draft/appearance_draft.js'

type Values = DraftSnapshot['values']

/** Everything the preview needs to show the draft: sent when it (re)loads. */
export function fullStateMessages(snapshot: DraftSnapshot): EditorMessage[] {
  const { values, previewThemeId } = snapshot
  return [
    { type: 'setValues', values: { settings: nestDottedKeys(values.settings), themes: values.themes } },
    ...(previewThemeId !== null ? [{ type: 'setActiveTheme' as const, themeId: previewThemeId }] : []),
    { type: 'setCustomCode', mode: 'css', value: values.custom_code.css },
    { type: 'setCustomCode', mode: 'html', value: values.custom_code.html },
  ]
}

/**
 * What to tell the preview after the draft went from `before` to `after`:
 * only what changed (the draft shares untouched parts, so reference checks
 * suffice). Settings are merged by the preview, so only the changed keys go.
 */
export function changeMessages(before: DraftSnapshot, after: DraftSnapshot): EditorMessage[] {
  const messages: EditorMessage[] = []
  const settings = changedSettings(before.values, after.values)
  const themesChanged = before.values.themes !== after.values.themes
  if (settings || themesChanged)
    messages.push({
      type: 'setValues',
      values: { ...(settings && { settings: nestDottedKeys(settings) }), ...(themesChanged && { themes: after.values.themes }) },
    })
  // The themes were replaced: the preview resolves its theme again, so the edited one is picked again.
  if (after.previewThemeId !== null && (themesChanged || before.previewThemeId !== after.previewThemeId))
    messages.push({ type: 'setActiveTheme', themeId: after.previewThemeId })
  for (const mode of ['css', 'html'] as const)
    if (before.values.custom_code[mode] !== after.values.custom_code[mode])
      messages.push({ type: 'setCustomCode', mode, value: after.values.custom_code[mode] })
  return messages
}

function changedSettings(before: Values, after: Values): Record<string, unknown> | null {
  if (before.settings === after.settings) return null
  const changed = Object.entries(after.settings).filter(([key, value]) => before.settings[key] !== value)
  return changed.length ? Object.fromEntries(changed) : null
}
