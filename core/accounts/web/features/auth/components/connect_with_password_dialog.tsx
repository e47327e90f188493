import { useMutation } from '@tanstack/react-query'
import { PasswordPromptDialog } from '@web/auth/password_prompt_dialog.js'
import type { BootstrapPayload } from '@web/auth/use_apply_bootstrap.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { API_CLIENT } from '@web/services/tokens.js'
import type { DialogControl } from '@web/ui/form_dialog.js'
import type { SocialConnectResponse } from '../../../../shared/sign_in_types.js'
import { AUTH_PATHS } from '../api/auth_calls.js'

/**
 * Social sign-in found an account with the same email that has a password
 * (REQUEST_PASSWORD): its password proves ownership, then the provider is
 * linked and the person signed in.
 */
export function ConnectWithPasswordDialog({
  isOpen,
  onClose,
  onConnected,
}: DialogControl & {
  onConnected: (bootstrapData: BootstrapPayload | undefined) => void
}) {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const connect = useMutation({
    mutationFn: (password: string) =>
      api.post<SocialConnectResponse>(AUTH_PATHS.socialConnectWithPassword, {
        password,
      }),
  })
  return (
    <PasswordPromptDialog
      isOpen={isOpen}
      onClose={onClose}
      formId="connect-social-account"
      title={trans('Connect your account')}
      description={trans(
        'An account with this email address already exists. Enter its password to connect the two and sign in.'
      )}
      submitLabel={trans('Connect')}
      mutation={connect}
      onSuccess={(response) => onConnected(response.bootstrapData)}
    />
  )
}
