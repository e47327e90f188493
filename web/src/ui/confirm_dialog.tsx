import { useTrans } from '../i18n/use_trans.js'
import { Button } from './button.js'
import { Dialog } from './dialog.js'
import type { DialogControl } from './form_dialog.js'

/**
 * Asks before a destructive action: the message, Cancel and the action's
 * danger button. Cancel, Escape and the close button call `onClose`.
 */
export function ConfirmDialog({
  isOpen,
  onClose,
  title,
  message,
  confirmLabel,
  isPending,
  onConfirm,
}: DialogControl & {
  title: string
  message: string
  confirmLabel: string
  isPending: boolean
  onConfirm: () => void
}) {
  const trans = useTrans()
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      size="sm"
      title={title}
      closeLabel={trans('Close')}
      footer={
        <>
          <Button variant="ghost" size="sm" onPress={onClose}>
            {trans('Cancel')}
          </Button>
          <Button variant="danger" size="sm" isPending={isPending} onPress={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className="p-6 text-sm leading-6 text-muted">{message}</p>
    </Dialog>
  )
}
