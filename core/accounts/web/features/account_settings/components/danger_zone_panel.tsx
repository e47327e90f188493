import { useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { useApplyBootstrapAfterNavigation } from '@web/auth/use_apply_bootstrap.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { handleMutationError } from '@web/services/mutation_errors.js'
import { API_CLIENT, BOOTSTRAP, TOAST_QUEUE } from '@web/services/tokens.js'
import { Button } from '@web/ui/button.js'
import { ConfirmDialog } from '@web/ui/confirm_dialog.js'
import { usePasswordConfirmation } from './password_confirmation.js'
import { SettingsPanel } from '@web/ui/settings_panel.js'

/** Deleting the account: confirmed twice (this dialog, then the password), then home as a guest. */
export function DangerZonePanel({ userId }: { userId: number }) {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const toasts = useService(TOAST_QUEUE)
  const bootstrap = useService(BOOTSTRAP)
  const applyAfterNavigation = useApplyBootstrapAfterNavigation()
  const withConfirmedPassword = usePasswordConfirmation()
  const [confirming, setConfirming] = useState(false)
  const deleteAccount = useMutation({
    mutationFn: () =>
      withConfirmedPassword(() =>
        api.delete<unknown>(`users/${userId}`, { query: { deleteCurrentUser: true } })
      ),
  })

  const onDelete = () =>
    deleteAccount.mutate(undefined, {
      onSuccess: (response) => {
        if (response === null) return
        setConfirming(false)
        toasts.positive(trans('Account deleted'))
        applyAfterNavigation({ ...bootstrap.getSnapshot(), user: null }, '/', { replace: true })
      },
      onError: (error) => handleMutationError(error, { toasts, trans }),
    })

  return (
    <SettingsPanel
      id="danger-zone"
      tone="danger"
      title={trans('Danger zone')}
      description={trans(
        'Once your account is deleted, all of its resources and data will be permanently deleted.'
      )}
    >
      <Button variant="danger" size="sm" onPress={() => setConfirming(true)}>
        {trans('Delete account')}
      </Button>
      <ConfirmDialog
        isOpen={confirming}
        onClose={() => setConfirming(false)}
        title={trans('Delete account?')}
        message={trans(
          'Your account will be deleted immediately and permanently. Once deleted, accounts can not be restored.'
        )}
        confirmLabel={trans('Delete account')}
        isPending={deleteAccount.isPending}
        onConfirm={onDelete}
      />
    </SettingsPanel>
  )
}
