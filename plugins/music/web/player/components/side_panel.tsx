import { Suspense, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { Dialog } from 'react-aria-components'
import { FocusScope } from 'react-aria/FocusScope'
import type { PanelControl } from './panel_modal.js'

/**
 * A player panel beside the page (the queue on desktop), not modal: the
 * page and the player bar stay live while it is open, so the music can be
 * paused or skipped from the bar with the queue in view. (A modal made the
 * bar inert while it still looked live.) Focus moves into the panel when it
 * opens and back to the button that opened it when it closes; Escape and
 * its close button close it, the button toggles it. Its content loads on
 * first open: `fallback` shows meanwhile.
 */
export function SidePanel({
  isOpen,
  onOpenChange,
  id,
  label,
  className,
  fallback,
  children,
}: PanelControl & {
  /** The id the trigger's aria-controls names. */
  id?: string
  /** The dialog's accessible name, already translated. */
  label: string
  className: string
  fallback: ReactNode
  children: (close: () => void) => ReactNode
}) {
  if (!isOpen) return null
  const close = () => onOpenChange(false)
  return createPortal(
    <FocusScope restoreFocus autoFocus>
      <div
        className={className}
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || event.defaultPrevented) return
          event.stopPropagation()
          close()
        }}
      >
        <Dialog id={id} aria-label={label} className="flex min-h-0 flex-1 flex-col outline-none">
          <Suspense fallback={fallback}>{children(close)}</Suspense>
        </Dialog>
      </div>
    </FocusScope>,
    document.body
  )
}
