import BellOff from 'lucide-react/icons/bell-off'
import { useTrans } from '@web/i18n/use_trans.js'

/** Spec section 4: the browser refused notifications for this site, so the browser channel stays off. */
export function BlockedNotice() {
  const trans = useTrans()
  return (
    <div role="alert" className="mb-6 flex items-start gap-3 rounded-base border border-danger/30 bg-danger/10 px-4 py-3 text-sm text-main">
      <BellOff aria-hidden className="mt-0.5 size-4 shrink-0 text-danger" />
      <p>{trans('Notifications blocked. Please enable them for this site from browser settings.')}</p>
    </div>
  )
}
