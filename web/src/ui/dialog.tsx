import type { ReactNode } from 'react'
import X from 'lucide-react/icons/x'
import {
  Dialog as RACDialog,
  Heading,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components'
import { IconButton } from './button.js'
import { cx } from './cx.js'

export type DialogSize = 'sm' | 'md' | 'lg' | 'fullscreen'

const sizeClasses: Record<DialogSize, string> = {
  sm: 'w-full max-w-sm',
  md: 'w-full max-w-lg',
  lg: 'w-full max-w-3xl',
  fullscreen: 'h-dvh w-dvw',
}

export interface DialogProps extends Omit<ModalOverlayProps, 'children' | 'className'> {
  title: ReactNode
  size?: DialogSize
  /** Buttons shown at the end of the header, before the close button. */
  headerActions?: ReactNode
  /** The close button's accessible name, already translated. */
  closeLabel: string
  children: ReactNode
  footer?: ReactNode
}

/**
 * A modal dialog (react-aria Modal): focus trapped, Escape and the close
 * button dismiss it, the page behind is inert. Fullscreen drops the frame.
 */
export function Dialog({
  title,
  size = 'md',
  headerActions,
  closeLabel,
  children,
  footer,
  isDismissable = true,
  ...props
}: DialogProps) {
  const fullscreen = size === 'fullscreen'
  return (
    <ModalOverlay
      {...props}
      isDismissable={isDismissable}
      className={cx(
        'fixed inset-0 z-50 flex items-center justify-center bg-black/60 data-entering:animate-fade-in',
        !fullscreen && 'p-4'
      )}
    >
      <Modal
        className={cx(
          'flex max-h-full flex-col bg-paper text-main shadow-2xl outline-none data-entering:animate-rise',
          sizeClasses[size],
          !fullscreen && 'rounded-base border border-divider'
        )}
      >
        <RACDialog className="flex min-h-0 flex-1 flex-col outline-none">
          {({ close }) => (
            <>
              <header className="flex shrink-0 items-center gap-3 border-b border-divider px-6 py-4">
                <Heading slot="title" className="min-w-0 flex-1 truncate text-lg font-bold">
                  {title}
                </Heading>
                {headerActions}
                <IconButton aria-label={closeLabel} onPress={close}>
                  <X />
                </IconButton>
              </header>
              <div className="min-h-0 flex-1 overflow-auto">{children}</div>
              {footer && (
                <footer className="flex shrink-0 justify-end gap-3 border-t border-divider px-6 py-4">
                  {footer}
                </footer>
              )}
            </>
          )}
        </RACDialog>
      </Modal>
    </ModalOverlay>
  )
}
