import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react'
import type { AppearanceDraft, DraftSnapshot } from './appearance_draft.js'
import type { DraftPath } from './draft_paths.js'

const DraftContext = createContext<AppearanceDraft | null>(null)

export function AppearanceDraftProvider({ draft, children }: { draft: AppearanceDraft; children: ReactNode }) {
  return <DraftContext.Provider value={draft}>{children}</DraftContext.Provider>
}

export interface AppearanceDraftApi extends DraftSnapshot {
  get(path: DraftPath): unknown
  set(path: DraftPath, value: unknown): void
  undo(): void
  redo(): void
  discard(): void
  previewTheme(themeId: number | null): void
  temporaryThemeId(): number
}

/**
 * The editor's draft, for sections: `values` (settings by key, themes,
 * custom_code) and `set(path, value)` (draft_paths.ts), which the preview
 * shows at once. Saving, Cancel, undo and redo are the editor's toolbar.
 */
export function useAppearanceDraft(): AppearanceDraftApi {
  const draft = useContext(DraftContext)
  if (!draft) throw new Error('useAppearanceDraft() is used outside the appearance editor')
  const snapshot = useSyncExternalStore(draft.subscribe, draft.getSnapshot, draft.getSnapshot)
  return {
    ...snapshot,
    get: draft.get,
    set: draft.set,
    undo: draft.undo,
    redo: draft.redo,
    discard: draft.discard,
    previewTheme: draft.previewTheme,
    temporaryThemeId: draft.temporaryThemeId,
  }
}

/** One setting of the draft and its setter: `const [name, setName] = useDraftSetting<string>('branding.site_name')`. */
export function useDraftSetting<T>(key: string): [T, (value: T) => void] {
  const { values, set } = useAppearanceDraft()
  return [values.settings[key] as T, (value: T) => set(`settings.${key}`, value)]
}

/** The draft itself, for the editor's shell (saving marks it saved). */
export function useDraftStore(): AppearanceDraft {
  const draft = useContext(DraftContext)
  if (!draft) throw new Error('useDraftStore() is used outside the appearance editor')
  return draft
}
