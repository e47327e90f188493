import { useMutation } from '@tanstack/react-query'
import UserRound from 'lucide-react/icons/user-round'
import { useBootstrap } from '@web/bootstrap/use_bootstrap.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { handleMutationError } from '@web/services/mutation_errors.js'
import { API_CLIENT, TOAST_QUEUE } from '@web/services/tokens.js'
import { Button } from '@web/ui/button.js'
import type { AccountsModuleData } from '../../../shared/admin_types.js'

/**
 * Floats over every page while an admin acts as someone else (the server's
 * session says so, in module_data.accounts): whom they act as, and the way
 * back. Stopping reloads the app as the admin, on the person's admin page.
 */
export default function ImpersonationBanner() {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const toasts = useService(TOAST_QUEUE)
  const data = useBootstrap().module_data.accounts as AccountsModuleData | undefined
  const stop = useMutation({
    mutationFn: () => api.post<{ stopped: { id: number } }>('impersonation/stop'),
    onSuccess: ({ stopped }) => window.location.assign(`/admin/users/${stopped.id}`),
    onError: (error) => handleMutationError(error, { toasts, trans }),
  })
  const impersonating = data?.impersonating
  if (!impersonating) return null

  return (
    <div
      role="status"
      className="fixed bottom-[calc(var(--bottom-chrome,0px)+1rem)] left-1/2 z-[75] flex w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 items-center gap-3 rounded-base border border-primary/40 bg-paper px-4 py-2.5 text-sm shadow-2xl"
    >
      <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/15 text-primary">
        <UserRound aria-hidden className="size-4" />
      </span>
      <p className="min-w-0 flex-1 truncate">
        {trans('You are signed in as :name', { name: impersonating.user_name })}
      </p>
      <Button variant="primary" size="sm" isPending={stop.isPending} onPress={() => stop.mutate()}>
        {trans('Stop impersonating')}
      </Button>
    </div>
  )
}
