import type { ReactNode } from 'react'
import { useTrans } from '../i18n/use_trans.js'
import { Button } from './button.js'
import { Dialog, type DialogSize } from './dialog.js'
import { Form } from './form.js'
import type { SubmitFormState } from './submit_form.js'

/** What opens a dialog and what its Cancel, Escape and close button call. */
export interface DialogControl {
  isOpen: boolean
  onClose: () => void
}

/** A dialog's Cancel and submit buttons; the submit button sends the form named by `form`'s id. */
export function FormDialogButtons({
  form,
  submitLabel,
  onCancel,
}: {
  form: SubmitFormState
  submitLabel: string
  onCancel: () => void
}) {
  const trans = useTrans()
  return (
    <>
      <Button variant="ghost" size="sm" onPress={onCancel}>
        {trans('Cancel')}
      </Button>
      <Button {...form.submitProps} size="sm">
        {submitLabel}
      </Button>
    </>
  )
}

/**
 * A dialog holding one form (useSubmitForm with an id), its buttons in the
 * footer. Cancel, Escape and the close button all call `onClose`.
 */
export function FormDialog({
  isOpen,
  onClose,
  title,
  size = 'sm',
  form,
  submitLabel,
  children,
}: DialogControl & {
  title: string
  size?: DialogSize
  form: SubmitFormState
  submitLabel: string
  children: ReactNode
}) {
  const trans = useTrans()
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      size={size}
      title={title}
      closeLabel={trans('Close')}
      footer={<FormDialogButtons form={form} submitLabel={submitLabel} onCancel={onClose} />}
    >
      <Form {...form.formProps} className="p-6">
        {children}
      </Form>
    </Dialog>
  )
}
