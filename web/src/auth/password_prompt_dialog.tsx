import { useState } from 'react'
import type { UseMutationResult } from '@tanstack/react-query'
import { useTrans } from '../i18n/use_trans.js'
import { FormDialog, type DialogControl } from '../ui/form_dialog.js'
import { PasswordField } from '../ui/password_field.js'
import { useSubmitForm } from '../ui/submit_form.js'

/**
 * A dialog that asks for the account's password and sends it with
 * `mutation`: confirming a sensitive action, signing other sessions out,
 * connecting a social account. A wrong password shows under the field; the
 * field is emptied whenever the dialog closes or the call succeeds.
 */
export function PasswordPromptDialog<T>({
  isOpen,
  onClose,
  formId,
  title,
  description,
  submitLabel,
  mutation,
  onSuccess,
}: DialogControl & {
  formId: string
  title: string
  description: string
  submitLabel: string
  mutation: UseMutationResult<T, Error, string>
  onSuccess: (response: T) => void
}) {
  const trans = useTrans()
  const [password, setPassword] = useState('')
  const form = useSubmitForm({
    id: formId,
    canSubmit: password !== '',
    isPending: mutation.isPending,
    onSubmit: () =>
      mutation.mutate(password, {
        onSuccess: (response) => {
          reset()
          onSuccess(response)
        },
        onError: form.onError,
      }),
  })
  const reset = () => {
    setPassword('')
    form.setErrors({})
  }

  return (
    <FormDialog
      isOpen={isOpen}
      onClose={() => {
        reset()
        onClose()
      }}
      title={title}
      form={form}
      submitLabel={submitLabel}
    >
      <p className="text-sm leading-6 text-muted">{description}</p>
      <PasswordField
        name="password"
        label={trans('Password')}
        autoComplete="current-password"
        autoFocus
        isRequired
        value={password}
        onChange={setPassword}
      />
    </FormDialog>
  )
}
