import { useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import type { BootstrapPayload } from '../../../auth/use_apply_bootstrap.js'
import { useTrans } from '../../../i18n/use_trans.js'
import { useService } from '../../../kernel/services_context.js'
import { handleMutationError } from '../../../services/mutation_errors.js'
import { API_CLIENT, TOAST_QUEUE } from '../../../services/tokens.js'
import { Button } from '../../../ui/button.js'
import { Dialog } from '../../../ui/dialog.js'
import { Form, useServerErrors } from '../../../ui/form.js'
import { PasswordField } from '../../../ui/password_field.js'
import { AUTH_PATHS } from '../api/auth_calls.js'

const FORM_ID = 'connect-social-account'

/**
 * Social sign-in found an account with the same email that has a password
 * (REQUEST_PASSWORD): its password proves ownership, then the provider is
 * linked and the person signed in.
 */
export function ConnectWithPasswordDialog({
  isOpen,
  onOpenChange,
  onConnected,
}: {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  onConnected: (bootstrapData: BootstrapPayload | undefined) => void
}) {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const toasts = useService(TOAST_QUEUE)
  const [password, setPassword] = useState('')
  const serverErrors = useServerErrors()
  const connect = useMutation({
    mutationFn: () =>
      api.post<{ bootstrapData?: BootstrapPayload } | null>(AUTH_PATHS.socialConnectWithPassword, {
        password,
      }),
  })

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="sm"
      title={trans('Connect your account')}
      closeLabel={trans('Close')}
      footer={
        <>
          <Button variant="ghost" size="sm" onPress={() => onOpenChange(false)}>
            {trans('Cancel')}
          </Button>
          <Button
            type="submit"
            form={FORM_ID}
            variant="primary"
            size="sm"
            isDisabled={!password}
            isPending={connect.isPending}
          >
            {trans('Connect')}
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
          if (!password || connect.isPending) return
          connect.mutate(undefined, {
            onSuccess: (response) => onConnected(response?.bootstrapData),
            onError: (error) =>
              handleMutationError(error, { toasts, trans, setFieldErrors: serverErrors.setErrors }),
          })
        }}
      >
        <p className="text-sm leading-6 text-muted">
          {trans(
            'An account with this email address already exists. Enter its password to connect the two and sign in.'
          )}
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
