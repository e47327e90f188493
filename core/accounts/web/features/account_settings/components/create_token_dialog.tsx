import { useState } from 'react'
import TriangleAlert from 'lucide-react/icons/triangle-alert'
import { Input, TextField as RACTextField, Label } from 'react-aria-components'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { TOAST_QUEUE } from '@web/services/tokens.js'
import { Button } from '@web/ui/button.js'
import { CopyButton } from '@web/ui/copy_button.js'
import { cx } from '@web/ui/cx.js'
import { Dialog } from '@web/ui/dialog.js'
import { inputBoxClasses, inputSizeClasses } from '@web/ui/field.js'
import { Form } from '@web/ui/form.js'
import { FormDialogButtons, type DialogControl } from '@web/ui/form_dialog.js'
import { useSubmitForm } from '@web/ui/submit_form.js'
import { TextField } from '@web/ui/text_field.js'
import { useCreateAccessToken } from '../api/use_access_tokens.js'

const FORM_ID = 'create-access-token'

/**
 * Names a new API token, then shows its plain text this one time, with the
 * spec's notice that it cannot be seen again once the dialog closes.
 */
export function CreateTokenDialog({ isOpen, onClose }: DialogControl) {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const create = useCreateAccessToken()
  const [name, setName] = useState('')
  const [plainToken, setPlainToken] = useState<string | null>(null)
  const form = useSubmitForm({
    id: FORM_ID,
    canSubmit: name.trim() !== '',
    isPending: create.isPending,
    onSubmit: () =>
      create.mutate(name.trim(), {
        onSuccess: (response) => {
          if (!response) return
          setPlainToken(response.plainTextToken)
          toasts.positive(trans('Token create'))
        },
        onError: form.onError,
      }),
  })

  const close = () => {
    setName('')
    setPlainToken(null)
    form.setErrors({})
    onClose()
  }

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && close()}
      isDismissable={plainToken === null}
      size="md"
      title={plainToken === null ? trans('Create new token') : trans('Your new token')}
      closeLabel={trans('Close')}
      footer={
        plainToken === null ? (
          <FormDialogButtons form={form} submitLabel={trans('Create')} onCancel={close} />
        ) : (
          <Button variant="primary" size="sm" onPress={close}>
            {trans('Done')}
          </Button>
        )
      }
    >
      {plainToken === null ? (
        <Form {...form.formProps} className="p-6">
          <TextField
            name="tokenName"
            label={trans('Token name')}
            description={trans('What the token is for, so you recognise it later.')}
            autoFocus
            isRequired
            value={name}
            onChange={setName}
          />
        </Form>
      ) : (
        <div className="flex flex-col gap-5 p-6">
          <p className="flex gap-3 rounded-base bg-chip p-4 text-sm leading-6 text-main">
            <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-danger" />
            {trans(
              'Make sure to store the token in a safe place. After this dialog is closed, token will not be viewable anymore.'
            )}
          </p>
          <RACTextField isReadOnly value={plainToken} className="flex flex-col">
            <Label className="mb-1.5 block text-sm font-medium text-main">{trans('Token')}</Label>
            <div className="flex gap-2">
              <Input
                onFocus={(event) => event.currentTarget.select()}
                className={cx(inputBoxClasses, inputSizeClasses.md, 'font-mono')}
              />
              <CopyButton text={plainToken} variant="secondary" size="md" />
            </div>
          </RACTextField>
        </div>
      )}
    </Dialog>
  )
}
