import type { AppearanceValues } from '../../../shared/appearance_values.js'
import { readPath, writePath, type DraftPath } from './draft_paths.js'

type Values = Omit<AppearanceValues, 'version'>

/** Edits of one path closer together than this are one undo step (typing a name, dragging a colour). */
const COALESCE_MS = 1000
const HISTORY_LIMIT = 200

export interface DraftSnapshot {
  /** What the preview shows and Save sends. */
  values: Values
  /** What is stored on the server (as of `version`). */
  saved: Values
  version: number
  isDirty: boolean
  canUndo: boolean
  canRedo: boolean
  /** The theme the preview shows while a theme is being edited (not saved, not in the history). */
  previewThemeId: number | null
}

/**
 * The appearance editor's draft: every change is kept here (and shown in the
 * preview) until Save; Cancel goes back to what is saved. Undo and redo walk
 * the history of changes. A plain store (useSyncExternalStore), so sections
 * re-render when it changes and the preview is told in the same tick.
 */
export class AppearanceDraft {
  #saved: Values
  #values: Values
  #version: number
  #past: Values[] = []
  #future: Values[] = []
  #lastEdit: { path: DraftPath; at: number } | null = null
  #previewThemeId: number | null = null
  #nextTemporaryId = -1
  #snapshot: DraftSnapshot
  #listeners = new Set<() => void>()

  constructor(
    saved: AppearanceValues,
    private now: () => number = Date.now
  ) {
    const { version, ...values } = saved
    this.#saved = this.#values = values
    this.#version = version
    this.#snapshot = this.#makeSnapshot()
  }

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener)
    return () => {
      this.#listeners.delete(listener)
    }
  }

  getSnapshot = (): DraftSnapshot => this.#snapshot

  get = (path: DraftPath): unknown => readPath(this.#values, path)

  /** Changes one value; the preview shows it at once. */
  set = (path: DraftPath, value: unknown) => {
    if (Object.is(readPath(this.#values, path), value)) return
    const at = this.now()
    const continuing = this.#lastEdit?.path === path && at - this.#lastEdit.at < COALESCE_MS
    if (!continuing) this.#remember()
    this.#lastEdit = { path, at }
    this.#future = []
    this.#values = writePath(this.#values, path, value)
    this.#emit()
  }

  undo = () => this.#travel(this.#past, this.#future)

  redo = () => this.#travel(this.#future, this.#past)

  /** Back to what is saved (Cancel); the history is kept, so Undo brings the changes back. */
  discard = () => {
    if (this.#values === this.#saved) return
    this.#remember()
    this.#values = this.#saved
    this.#emit()
  }

  /** After a save: the server's answer becomes both the saved values and the draft. */
  markSaved = (saved: AppearanceValues) => {
    const { version, ...values } = saved
    this.#saved = this.#values = values
    this.#version = version
    this.#past = []
    this.#future = []
    this.#lastEdit = null
    this.#emit()
  }

  /** Shows a theme in the preview while it is edited; null goes back to the visitor's theme. */
  previewTheme = (themeId: number | null) => {
    if (this.#previewThemeId === themeId) return
    this.#previewThemeId = themeId
    this.#emit()
  }

  /** An id for a theme made in the editor (new, duplicated, imported): negative until saved. */
  temporaryThemeId = () => {
    const taken = Math.min(0, ...this.#values.themes.map((theme) => theme.id))
    this.#nextTemporaryId = Math.min(this.#nextTemporaryId, taken - 1)
    return this.#nextTemporaryId--
  }

  #remember() {
    this.#past.push(this.#values)
    if (this.#past.length > HISTORY_LIMIT) this.#past.shift()
  }

  #travel(from: Values[], to: Values[]) {
    const target = from.pop()
    if (!target) return
    to.push(this.#values)
    this.#values = target
    this.#lastEdit = null
    this.#emit()
  }

  #makeSnapshot(): DraftSnapshot {
    return {
      values: this.#values,
      saved: this.#saved,
      version: this.#version,
      isDirty: this.#values !== this.#saved && JSON.stringify(this.#values) !== JSON.stringify(this.#saved),
      canUndo: this.#past.length > 0,
      canRedo: this.#future.length > 0,
      previewThemeId: this.#previewThemeId,
    }
  }

  #emit() {
    this.#snapshot = this.#makeSnapshot()
    for (const listener of this.#listeners) listener()
  }
}
