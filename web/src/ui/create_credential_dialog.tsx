import { useId, useState } from 'react'
import TriangleAlert from 'lucide-react/icons/triangle-alert'
import { Input, TextField as RACTextField, Label } from 'react-aria-components'
import { useTrans } from '../i18n/use_trans.js'
import { Button } from './button.js'
import { CopyButton } from './copy_button.js'
import { cx } from './cx.js'
import { Dialog } from './dialog.js'
import { inputBoxClasses, inputSizeClasses } from './field.js'
import { Form } from './form.js'
import { FormDialogButtons, type DialogControl } from './form_dialog.js'
import { useSubmitForm } from './submit_form.js'
import { TextField } from './text_field.js'

/** Every text is already translated. */
export interface CreateCredentialDialogProps extends DialogControl {
  /** The title while the credential is named, then while its secret is shown. */
  title: string
  createdTitle: string
  /** The name field: the body field the server validates (its 422 errors land here), label, hint and longest name. */
  nameField: { name: string; label: string; description: string; maxLength?: number }
  /** Said above the secret: it cannot be seen again once the dialog closes. */
  notice: string
  secretLabel: string
  /** The write under way. */
  isPending: boolean
  /**
   * Makes the credential from its trimmed name and resolves its secret, or null
   * when nothing was made (the person cancelled a password confirmation).
   * A rejection puts a 422's messages under the field, anything else in a toast.
   */
  create: (name: string) => Promise<string | null | undefined>
}

/**
 * Names a new credential (an API token, an app password), then shows its
 * secret this one time with a copy button. While the secret is shown a click
 * outside does not close the dialog: only Done, Escape or the close button,
 * so it is not lost by accident.
 */
export function CreateCredentialDialog({
  isOpen,
  onClose,
  title,
  createdTitle,
  nameField,
  notice,
  secretLabel,
  isPending,
  create,
}: CreateCredentialDialogProps) {
  const trans = useTrans()
  const [name, setName] = useState('')
  const [secret, setSecret] = useState<string | null>(null)
  // Ties the footer's submit button to the form.
  const formId = useId()
  const form = useSubmitForm({
    id: formId,
    canSubmit: name.trim() !== '',
    isPending,
    onSubmit: () => create(name.trim()).then((made) => made && setSecret(made), form.onError),
  })

  const close = () => {
    setName('')
    setSecret(null)
    form.setErrors({})
    onClose()
  }

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && close()}
      isDismissable={secret === null}
      size="md"
      title={secret === null ? title : createdTitle}
      closeLabel={trans('Close')}
      footer={
        secret === null ? (
          <FormDialogButtons form={form} submitLabel={trans('Create')} onCancel={close} />
        ) : (
          <Button variant="primary" size="sm" onPress={close}>
            {trans('Done')}
          </Button>
        )
      }
    >
      {secret === null ? (
        <Form {...form.formProps} className="p-6">
          <TextField {...nameField} autoFocus isRequired value={name} onChange={setName} />
        </Form>
      ) : (
        <div className="flex flex-col gap-5 p-6">
          <p className="flex gap-3 rounded-base bg-chip p-4 text-sm leading-6 text-main">
            <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-danger" />
            {notice}
          </p>
          <RACTextField isReadOnly value={secret} className="flex flex-col">
            <Label className="mb-1.5 block text-sm font-medium text-main">{secretLabel}</Label>
            <div className="flex gap-2">
              <Input
                onFocus={(event) => event.currentTarget.select()}
                className={cx(inputBoxClasses, inputSizeClasses.md, 'font-mono')}
              />
              <CopyButton text={secret} variant="secondary" size="md" />
            </div>
          </RACTextField>
        </div>
      )}
    </Dialog>
  )
}
