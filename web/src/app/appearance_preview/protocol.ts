/**
 * The appearance editor protocol (spec section 4): the editor (admin/appearance)
 * and the site it frames talk through window.postMessage with plain objects
 * `{ source, type, ... }`. Each side accepts only messages from the same host
 * name carrying the other side's source.
 */
import type { BootstrapTheme } from '../../../../core/kernel/shared/bootstrap_data.js'

export const EDITOR_SOURCE = 'be-appearance-editor'
export const PREVIEW_SOURCE = 'be-appearance-preview'

/** The query parameter that turns a page into the editor's preview. */
export const PREVIEW_PARAM = 'appearanceEditor'

export interface PreviewFont {
  family: string
  [extra: string]: unknown
}

export type EditorMessage =
  /** Merges settings (nested, arrays replaced) and replaces the themes when given. */
  | { type: 'setValues'; values: { settings?: Record<string, any>; themes?: BootstrapTheme[] } }
  | { type: 'setThemeFont'; value: PreviewFont | null }
  | { type: 'setThemeValue'; name: string; value: string }
  | { type: 'setActiveTheme'; themeId: number }
  | { type: 'setCustomCode'; mode: 'html' | 'css' | (string & {}); value: string | null }

export type PreviewMessage = { type: 'appLoaded' }

/** Whether `event` comes from a window of `hostname` (this site's: location.hostname) with the given source. */
export function isTrustedMessage(event: MessageEvent, source: string, hostname: string): boolean {
  let host: string
  try {
    host = new URL(event.origin).hostname
  } catch {
    return false
  }
  const data: unknown = event.data
  return (
    host === hostname &&
    typeof data === 'object' &&
    data !== null &&
    (data as { source?: unknown }).source === source &&
    typeof (data as { type?: unknown }).type === 'string'
  )
}
