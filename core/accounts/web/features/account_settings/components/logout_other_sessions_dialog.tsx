import { PasswordPromptDialog } from '@web/auth/password_prompt_dialog.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { TOAST_QUEUE } from '@web/services/tokens.js'
import type { DialogControl } from '@web/ui/form_dialog.js'
import { useLogoutOtherSessions } from '../api/use_sessions.js'

/** The password is both the confirmation and the call's payload (spec section 7). */
export function LogoutOtherSessionsDialog({ isOpen, onClose }: DialogControl) {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const logoutOthers = useLogoutOtherSessions()
  return (
    <PasswordPromptDialog
      isOpen={isOpen}
      onClose={onClose}
      formId="logout-other-sessions"
      title={trans('Log out other sessions')}
      description={trans(
        'Please enter your password to confirm you would like to log out of your other browser sessions across all of your devices.'
      )}
      submitLabel={trans('Log out other sessions')}
      mutation={logoutOthers}
      onSuccess={() => {
        onClose()
        toasts.positive(trans('Logged out other sessions.'))
      }}
    />
  )
}
