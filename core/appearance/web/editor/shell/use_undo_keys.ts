import { useEffect } from 'react'
import type { AppearanceDraft } from '../draft/appearance_draft.js'

/**
 * Ctrl+Z undoes and Ctrl+Shift+Z (or Ctrl+Y) redoes the draft's last change,
 * anywhere in the editor, text fields included: every keystroke is already
 * in the draft's history (typing coalesced into one step). Cmd on macOS.
 */
export function useUndoKeys(draft: AppearanceDraft) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return
      const key = event.key.toLowerCase()
      if (key === 'z' && !event.shiftKey) draft.undo()
      else if ((key === 'z' && event.shiftKey) || key === 'y') draft.redo()
      else return
      event.preventDefault()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [draft])
}
