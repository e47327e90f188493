import { useId, type KeyboardEvent, type RefObject } from 'react'
import type { PressEvent } from 'react-aria-components'
import { useOverlayTrigger } from 'react-aria/useOverlayTrigger'
import type { MenuTriggerState } from 'react-stately/useMenuTriggerState'

/**
 * The WAI-ARIA menu button: the trigger's ARIA attributes and how it opens
 * its menu, and the menu's side of the link. A mouse opens the menu on press
 * down (like a native menu, so press-drag-release picks an item); touch
 * toggles on release, so a scroll that starts on the button opens nothing;
 * Enter, Space and Down open it on the first item, Up on the last.
 *
 * react-aria's useMenuTrigger does the same and also long-press triggers,
 * whose spoken hint brings a dictionary of 34 languages with it (about 3 KB
 * gzip with its helpers) onto every page that shows a menu button.
 */
export function useMenuButton(state: MenuTriggerState, triggerRef: RefObject<HTMLElement | null>) {
  const triggerId = useId()
  const { triggerProps, overlayProps } = useOverlayTrigger({ type: 'menu' }, state, triggerRef)

  const focusTrigger = (event: PressEvent) => (event.target as HTMLElement).focus({ preventScroll: true })

  return {
    menuTriggerProps: {
      ...triggerProps,
      id: triggerId,
      preventFocusOnPress: true,
      onPressStart(event: PressEvent) {
        if (event.pointerType === 'touch' || event.pointerType === 'keyboard') return
        focusTrigger(event)
        // A screen reader's virtual click lands on the first item; a mouse leaves focus on the menu.
        state.open(event.pointerType === 'virtual' ? 'first' : null)
      },
      onPress(event: PressEvent) {
        if (event.pointerType !== 'touch') return
        focusTrigger(event)
        state.toggle()
      },
      // PressResponder hands this to the button's element as a plain React
      // handler (not through useKeyboard), so other keys (Tab, Escape, letters)
      // are simply left alone: they propagate and keep their default action.
      onKeyDown(event: KeyboardEvent) {
        const focusStrategy =
          event.key === 'ArrowUp'
            ? 'last'
            : ['Enter', ' ', 'ArrowDown'].includes(event.key)
              ? 'first'
              : null
        if (!focusStrategy) return
        event.preventDefault()
        state.toggle(focusStrategy)
      },
    },
    menuProps: {
      ...overlayProps,
      'aria-labelledby': triggerId,
      autoFocus: state.focusStrategy ?? true,
      onClose: state.close,
    },
  }
}
