import { Suspense, type ReactNode } from 'react'
import { Dialog, Modal, ModalOverlay } from 'react-aria-components'

/** What opens a player panel and what Escape, a click outside or its close button call. */
export interface PanelControl {
  isOpen: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * A player panel (queue, now playing) in a modal whose content is loaded
 * on first open: `fallback` shows meanwhile. Escape and a click outside
 * close it, and focus returns to the button that opened it.
 */
export function PanelModal({
  isOpen,
  onOpenChange,
  label,
  overlayClassName,
  modalClassName,
  fallback,
  children,
}: PanelControl & {
  /** The dialog's accessible name, already translated. */
  label: string
  overlayClassName: string
  modalClassName: string
  fallback: ReactNode
  children: (close: () => void) => ReactNode
}) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className={overlayClassName}
    >
      <Modal className={modalClassName}>
        <Dialog aria-label={label} className="flex min-h-0 flex-1 flex-col outline-none">
          {({ close }) => <Suspense fallback={fallback}>{children(close)}</Suspense>}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
