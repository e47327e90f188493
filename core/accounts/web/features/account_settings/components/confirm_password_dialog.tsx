import { useMutation } from '@tanstack/react-query'
import { PasswordPromptDialog } from '@web/auth/password_prompt_dialog.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { API_CLIENT } from '@web/services/tokens.js'

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
  const confirm = useMutation({
    mutationFn: (password: string) =>
      api.post<{ confirmed?: boolean }>('auth/user/confirm-password', { password }),
  })
  return (
    <PasswordPromptDialog
      isOpen={isOpen}
      onClose={onCancel}
      formId="confirm-password"
      title={trans('Confirm password')}
      description={trans('For your security, please confirm your password to continue.')}
      submitLabel={trans('Confirm')}
      mutation={confirm}
      onSuccess={onConfirmed}
    />
  )
}
