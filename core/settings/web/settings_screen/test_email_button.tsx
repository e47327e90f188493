import { useMutation } from '@tanstack/react-query'
import Send from 'lucide-react/icons/send'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { handleMutationError } from '@web/services/mutation_errors.js'
import { API_CLIENT, TOAST_QUEUE } from '@web/services/tokens.js'
import { Button } from '@web/ui/button.js'

/**
 * The outgoing-email tab's check: the server sends a test email to the
 * admin's own address with the saved settings, and the toast says whether
 * the mail server took it (or, in red, what it answered).
 */
export function TestEmailButton({ hasUnsavedChanges }: { hasUnsavedChanges: boolean }) {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const toasts = useService(TOAST_QUEUE)
  const send = useMutation({
    mutationFn: () => api.post<{ message: string; to: string }>('settings/test-email'),
    onSuccess: ({ to }) => toasts.positive(trans('Test email sent to :address', { address: to })),
    onError: (error) => handleMutationError(error, { toasts, trans }),
  })
  return (
    <div className="flex flex-wrap items-center gap-4 border-t border-divider pt-5">
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium">{trans('Send a test email')}</p>
        <p className="mt-0.5 text-xs text-muted">
          {hasUnsavedChanges
            ? trans('Save your changes first: the test uses the saved settings.')
            : trans('Sends an email to your own address through the mail server, with the saved sender.')}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        isPending={send.isPending}
        isDisabled={hasUnsavedChanges}
        onPress={() => send.mutate()}
      >
        <Send aria-hidden className="size-4" />
        {trans('Send a test email')}
      </Button>
    </div>
  )
}
