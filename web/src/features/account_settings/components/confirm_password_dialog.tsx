import { useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { useTrans } from '../../../i18n/use_trans.js'
import { useService } from '../../../kernel/services_context.js'
import { handleMutationError } from '../../../services/mutation_errors.js'
import { API_CLIENT, TOAST_QUEUE } from '../../../services/tokens.js'
import { Button } from '../../../ui/button.js'
import { Dialog } from '../../../ui/dialog.js'
import { Form, useServerErrors } from '../../../ui/form.js'
import { PasswordField } from '../../../ui/password_field.js'

const FORM_ID = 'confirm-password'

/** Asks for the account's password before a sensitive action (POST auth/user/confirm-password). */
export function ConfirmPasswordDialog({
  isOpen,
  onConfirmed,
  onCancel,
}: {
  isOpen: boolean
  onConfirmed: () => void
  onCancel: () => void
}) {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const toasts = useService(TOAST_QUEUE)
  const serverErrors = useServerErrors()
  const [password, setPassword] = useState('')
  const confirm = useMutation({
    mutationFn: (value: string) =>
      api.post<{ confirmed?: boolean }>('auth/user/confirm-password', { password: value }),
  })

  const close = () => {
    setPassword('')
    serverErrors.setErrors({})
  }

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) {
          close()
          onCancel()
        }
      }}
      size="sm"
      title={trans('Confirm password')}
      closeLabel={trans('Close')}
      footer={
        <>
          <Button
            variant="ghost"
            size="sm"
            onPress={() => {
              close()
              onCancel()
            }}
          >
            {trans('Cancel')}
          </Button>
          <Button
            type="submit"
            form={FORM_ID}
            variant="primary"
            size="sm"
            isDisabled={!password}
            isPending={confirm.isPending}
          >
            {trans('Confirm')}
          </Button>
        </>
      }
    >
      <Form
        validationBehavior="aria"
        id={FORM_ID}
        className="p-6"
        {...serverErrors.formProps}
        onSubmit={(event) => {
          event.preventDefault()
          if (!password || confirm.isPending) return
          confirm.mutate(password, {
            onSuccess: () => {
              close()
              onConfirmed()
            },
            onError: (error) =>
              handleMutationError(error, { toasts, trans, setFieldErrors: serverErrors.setErrors }),
          })
        }}
      >
        <p className="text-sm leading-6 text-muted">
          {trans('For your security, please confirm your password to continue.')}
        </p>
        <PasswordField
          name="password"
          label={trans('Password')}
          autoComplete="current-password"
          autoFocus
          isRequired
          value={password}
          onChange={setPassword}
        />
      </Form>
    </Dialog>
  )
}
