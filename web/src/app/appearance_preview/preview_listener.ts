import type { BootstrapStore } from '../../services/bootstrap_store.js'
import { setThemeFont } from '../../theme/apply_theme.js'
import { previewThemeStore } from '../../theme/theme_choice_storage.js'
import { applyCustomCode } from '../custom_code.js'
import { withValues } from './preview_values.js'
import { EDITOR_SOURCE, isTrustedMessage, PREVIEW_SOURCE, type EditorMessage } from './protocol.js'

/**
 * The preview side of the appearance editor protocol (spec section 4), run
 * when the page is the editor's frame: it answers only messages of this
 * site's host name carrying the editor's source, applies each at once (no
 * reload), and tells the editor it is ready with appLoaded.
 */
export function listenToEditor(bootstrap: BootstrapStore, target: Window = window.parent) {
  const onMessage = (event: MessageEvent) => {
    if (!isTrustedMessage(event, EDITOR_SOURCE, window.location.hostname)) return
    applyEditorMessage(event.data as EditorMessage, bootstrap)
  }
  window.addEventListener('message', onMessage)
  target.postMessage({ source: PREVIEW_SOURCE, type: 'appLoaded' }, window.location.origin)
  return () => window.removeEventListener('message', onMessage)
}

export function applyEditorMessage(message: EditorMessage, bootstrap: BootstrapStore) {
  const root = document.documentElement
  switch (message.type) {
    case 'setValues':
      bootstrap.set(withValues(bootstrap.getSnapshot(), message.values))
      return
    case 'setThemeFont':
      setThemeFont(typeof message.value?.family === 'string' ? message.value.family : null, root)
      return
    case 'setThemeValue':
      if (typeof message.name === 'string' && message.name.startsWith('--'))
        root.style.setProperty(message.name, String(message.value ?? ''))
      return
    case 'setActiveTheme':
      if (typeof message.themeId === 'number') previewThemeStore.set(message.themeId)
      return
    case 'setCustomCode': {
      const mode = message.mode === 'html' ? 'html' : 'css'
      const value = typeof message.value === 'string' ? message.value : ''
      applyCustomCode(mode, value)
      // Kept in the bootstrap data too, so what draws the site's custom code agrees with it.
      const data = bootstrap.getSnapshot()
      bootstrap.set({ ...data, settings: { ...data.settings, custom_code: { ...data.settings.custom_code, [mode]: value } } })
      return
    }
  }
}
