import { EARLY_PRESSES_GLOBAL } from '../../../core/kernel/shared/bootstrap_data.js'

/**
 * Presses again the buttons pressed on a server-drawn page before the app
 * ran (kept by core/kernel/shell/early_presses_script.ts), now that they
 * respond. Buttons the app has since removed or disabled are skipped.
 */
export function replayEarlyPresses() {
  const globals = window as unknown as Record<string, HTMLElement[] | undefined>
  const held = globals[EARLY_PRESSES_GLOBAL]
  if (!held) return
  delete globals[EARLY_PRESSES_GLOBAL]
  document.documentElement.style.removeProperty('cursor')
  for (const button of held)
    if (button.isConnected && !button.matches(':disabled, [aria-disabled="true"]')) button.click()
}
