import { useTrans } from '../i18n/use_trans.js'
import { Button } from './button.js'
import { Dialog } from './dialog.js'
import type { DialogControl } from './form_dialog.js'
import { TextArea } from './text_area.js'

/**
 * Asks before a destructive action: the message, Cancel and the action's
 * danger button. Cancel, Escape and the close button call `onClose`. With
 * `reason`, the action also needs a text (a suspension's reason): the button
 * stays off until one is typed.
 */
export function ConfirmDialog({
  isOpen,
  onClose,
  title,
  message,
  confirmLabel,
  isPending,
  onConfirm,
  reason,
}: DialogControl & {
  title: string
  message: string
  confirmLabel: string
  isPending: boolean
  onConfirm: () => void
  reason?: { label: string; description?: string; value: string; onChange: (value: string) => void }
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
          <Button variant="danger" size="sm" isPending={isPending} isDisabled={reason !== undefined && !reason.value.trim()} onPress={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className="p-6 text-sm leading-6 text-muted">{message}</p>
      {reason && (
        <div className="px-6 pb-6">
          <TextArea
            name="reason"
            label={reason.label}
            description={reason.description}
            isRequired
            autoFocus
            value={reason.value}
            onChange={reason.onChange}
          />
        </div>
      )}
    </Dialog>
  )
}
