import { useState } from 'react'
import TriangleAlert from 'lucide-react/icons/triangle-alert'
import { Input, TextField as RACTextField, Label } from 'react-aria-components'
import { useTrans } from '@web/i18n/use_trans.js'
import type { WithConfirmedPassword } from '@web/kernel/app_zones.js'
import { Button } from '@web/ui/button.js'
import { CopyButton } from '@web/ui/copy_button.js'
import { cx } from '@web/ui/cx.js'
import { Dialog } from '@web/ui/dialog.js'
import { inputBoxClasses, inputSizeClasses } from '@web/ui/field.js'
import { Form } from '@web/ui/form.js'
import { FormDialogButtons, type DialogControl } from '@web/ui/form_dialog.js'
import { useSubmitForm } from '@web/ui/submit_form.js'
import { TextField } from '@web/ui/text_field.js'
import { useCreateAppPassword } from './app_passwords_api.js'

const FORM_ID = 'create-app-password'

/**
 * Names an app password, then shows it this one time to type into the app.
 * Creating one asks for the account's password first unless it was typed
 * lately (the server refuses otherwise: a credential is handed out).
 */
export function CreateAppPasswordDialog({
  isOpen,
  onClose,
  withConfirmedPassword,
}: DialogControl & { withConfirmedPassword: WithConfirmedPassword }) {
  const trans = useTrans()
  const create = useCreateAppPassword()
  const [name, setName] = useState('')
  const [password, setPassword] = useState<string | null>(null)
  const form = useSubmitForm({
    id: FORM_ID,
    canSubmit: name.trim() !== '',
    isPending: create.isPending,
    onSubmit: () =>
      withConfirmedPassword(() => create.mutateAsync(name.trim())).then(
        (created) => created && setPassword(created.password),
        form.onError
      ),
  })

  const close = () => {
    setName('')
    setPassword(null)
    form.setErrors({})
    onClose()
  }

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && close()}
      isDismissable={password === null}
      size="md"
      title={password === null ? trans('Create app password') : trans('Your app password')}
      closeLabel={trans('Close')}
      footer={
        password === null ? (
          <FormDialogButtons form={form} submitLabel={trans('Create')} onCancel={close} />
        ) : (
          <Button variant="primary" size="sm" onPress={close}>
            {trans('Done')}
          </Button>
        )
      }
    >
      {password === null ? (
        <Form {...form.formProps} className="p-6">
          <TextField
            name="name"
            label={trans('App or device')}
            description={trans('For example "Phone, Symfonium", so you know which one to revoke later.')}
            autoFocus
            isRequired
            maxLength={60}
            value={name}
            onChange={setName}
          />
        </Form>
      ) : (
        <div className="flex flex-col gap-5 p-6">
          <p className="flex gap-3 rounded-base bg-chip p-4 text-sm leading-6 text-main">
            <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-danger" />
            {trans('Enter this password in the app now. It will not be shown again once this dialog is closed.')}
          </p>
          <RACTextField isReadOnly value={password} className="flex flex-col">
            <Label className="mb-1.5 block text-sm font-medium text-main">{trans('App password')}</Label>
            <div className="flex gap-2">
              <Input onFocus={(event) => event.currentTarget.select()} className={cx(inputBoxClasses, inputSizeClasses.md, 'font-mono')} />
              <CopyButton text={password} variant="secondary" size="md" />
            </div>
          </RACTextField>
        </div>
      )}
    </Dialog>
  )
}
