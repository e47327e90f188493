import { useSyncExternalStore } from 'react'
import CircleAlert from 'lucide-react/icons/circle-alert'
import CircleCheck from 'lucide-react/icons/circle-check'
import X from 'lucide-react/icons/x'
import { useTrans } from '../i18n/use_trans.js'
import { useService } from '../kernel/services_context.js'
import type { Toast, ToastQueue } from '../services/toast_queue.js'
import { TOAST_QUEUE } from '../services/tokens.js'
import { ButtonLink, IconButton } from './button.js'
import { cx } from './cx.js'
import { Spinner } from './spinner.js'

const positionClasses: Record<Toast['position'], string> = {
  'bottom-center': 'bottom-[calc(var(--bottom-chrome,0px)+16px)] items-center',
  'bottom-right': 'bottom-[calc(var(--bottom-chrome,0px)+16px)] items-end',
  'top-center': 'top-4 items-center',
}

/**
 * Renders the toast queue. The region stays mounted as a polite live region
 * (danger toasts speak up assertively) so screen readers announce each new
 * message; pointer or focus inside a toast pauses its timer.
 */
export function ToastRegion() {
  const queue = useService(TOAST_QUEUE)
  const toasts = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot)
  const trans = useTrans()
  const position = toasts[0]?.position ?? 'bottom-center'

  return (
    <section
      aria-label={trans('Notifications')}
      aria-live={toasts[0]?.type === 'danger' ? 'assertive' : 'polite'}
      className={cx(
        'pointer-events-none fixed inset-x-0 z-[60] flex flex-col gap-2 px-4',
        positionClasses[position]
      )}
    >
      {toasts.map((toast) => (
        <ToastView key={toast.id} toast={toast} queue={queue} closeLabel={trans('Close')} />
      ))}
    </section>
  )
}

function ToastView({
  toast,
  queue,
  closeLabel,
}: {
  toast: Toast
  queue: ToastQueue
  closeLabel: string
}) {
  const pause = () => queue.pause(toast.id)
  const resume = () => queue.resume(toast.id)
  return (
    <div
      onPointerEnter={pause}
      onPointerLeave={resume}
      onFocus={pause}
      onBlur={resume}
      className={cx(
        'pointer-events-auto flex w-full max-w-md items-center gap-3 rounded-base border border-divider bg-paper py-2 pr-2 pl-4 text-sm text-main shadow-2xl shadow-black/40',
        !toast.disableAnimation && 'animate-rise'
      )}
    >
      <span className="flex shrink-0 [&_svg]:size-5">
        {toast.type === 'loading' ? (
          <Spinner className="size-5 text-muted" />
        ) : toast.type === 'danger' ? (
          <CircleAlert aria-hidden className="text-danger" />
        ) : (
          <CircleCheck aria-hidden className="text-positive" />
        )}
      </span>
      <p className="min-w-0 flex-1 py-1.5 break-words">{toast.message}</p>
      {toast.action && (
        <ButtonLink
          href={toast.action.action}
          variant="ghost"
          size="xs"
          onPress={() => queue.remove(toast.id)}
        >
          {toast.action.label}
        </ButtonLink>
      )}
      <IconButton aria-label={closeLabel} size="xs" onPress={() => queue.remove(toast.id)}>
        <X />
      </IconButton>
    </div>
  )
}
