import { useState } from 'react'
import { useTrans } from '../../../i18n/use_trans.js'
import { useService } from '../../../kernel/services_context.js'
import { handleMutationError } from '../../../services/mutation_errors.js'
import { TOAST_QUEUE } from '../../../services/tokens.js'
import { Button } from '../../../ui/button.js'
import { Dialog } from '../../../ui/dialog.js'
import { Form, useServerErrors } from '../../../ui/form.js'
import { PasswordField } from '../../../ui/password_field.js'
import { useLogoutOtherSessions } from '../api/use_sessions.js'

const FORM_ID = 'logout-other-sessions'

/** The password is both the confirmation and the call's payload (spec section 7). */
export function LogoutOtherSessionsDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
}) {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const logoutOthers = useLogoutOtherSessions()
  const serverErrors = useServerErrors()
  const [password, setPassword] = useState('')
  const close = () => {
    setPassword('')
    serverErrors.setErrors({})
    onOpenChange(false)
  }

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      size="sm"
      title={trans('Log out other sessions')}
      closeLabel={trans('Close')}
      footer={
        <>
          <Button variant="ghost" size="sm" onPress={close}>
            {trans('Cancel')}
          </Button>
          <Button
            type="submit"
            form={FORM_ID}
            variant="primary"
            size="sm"
            isDisabled={!password}
            isPending={logoutOthers.isPending}
          >
            {trans('Log out other sessions')}
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
          if (!password || logoutOthers.isPending) return
          logoutOthers.mutate(password, {
            onSuccess: () => {
              close()
              toasts.positive(trans('Logged out other sessions.'))
            },
            onError: (error) =>
              handleMutationError(error, { toasts, trans, setFieldErrors: serverErrors.setErrors }),
          })
        }}
      >
        <p className="text-sm leading-6 text-muted">
          {trans(
            'Please enter your password to confirm you would like to log out of your other browser sessions across all of your devices.'
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
