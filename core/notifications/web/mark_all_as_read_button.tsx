import CheckCheck from 'lucide-react/icons/check-check'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { handleMutationError } from '@web/services/mutation_errors.js'
import { TOAST_QUEUE } from '@web/services/tokens.js'
import { Button } from '@web/ui/button.js'
import { useMarkAllAsRead } from './notifications_api.js'

/** 'Mark all as read' (spec section 2), in the panel's header and on the page; shown while something is unread. */
export function MarkAllAsReadButton({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const markAll = useMarkAllAsRead()
  return (
    <Button
      size={size}
      variant="ghost"
      isPending={markAll.isPending}
      onPress={() => markAll.mutate(undefined, { onError: (error) => handleMutationError(error, { toasts, trans }) })}
    >
      <CheckCheck aria-hidden className="size-4" />
      {trans('Mark all as read')}
    </Button>
  )
}
