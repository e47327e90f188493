import ArrowDownToLine from 'lucide-react/icons/arrow-down-to-line'
import CircleCheck from 'lucide-react/icons/circle-check'
import { Link } from 'react-aria-components'
import { hasPermission } from '@web/auth/permissions.js'
import { useBootstrap } from '@web/bootstrap/use_bootstrap.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useHydrated } from '@web/platform/use_hydrated.js'
import { TOAST_QUEUE } from '@web/services/tokens.js'
import { Button } from '@web/ui/button.js'
import { cx } from '@web/ui/cx.js'
import { MUSIC_OFFLINE } from '../../permissions.js'
import { itemKey, type OfflineKind } from './offline_library.js'
import { useOfflineLibrary } from './use_offline_library.js'

/** Where a listener whose plan leaves offline listening out can get it. */
const UPGRADE_PATH = '/pricing'

/**
 * The header action of an album or playlist page: save it for offline
 * listening, its progress while saving, "Saved for offline" once kept
 * (pressing it removes it). A listener without music.offline sees where to
 * get it instead; guests see nothing.
 */
export function OfflineButton({ type, id, name }: { type: OfflineKind; id: number; name: string }) {
  const trans = useTrans()
  const bootstrap = useBootstrap()
  const toasts = useService(TOAST_QUEUE)
  const { library, items, saving } = useOfflineLibrary()
  // What this device holds is known in the browser only: the page drawn on the server, and the
  // hydration that takes it over, show no button (else hydration fails and redraws the page).
  const hydrated = useHydrated()
  if (!hydrated || !bootstrap.user || !library.supported) return null
  if (!hasPermission(bootstrap, MUSIC_OFFLINE)) {
    return (
      <Link
        href={UPGRADE_PATH}
        className="inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm text-muted outline-none hover:text-main focus-visible:ring-2 focus-visible:ring-primary"
      >
        <ArrowDownToLine aria-hidden className="size-4" />
        {trans('Upgrade to listen offline')}
      </Link>
    )
  }

  const progress = saving.get(itemKey(type, id))
  if (progress !== undefined) {
    const percent = Math.round(progress * 100)
    return (
      <div
        role="progressbar"
        aria-label={trans('Saving :name for offline', { name })}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        className="inline-flex items-center gap-2 px-3 text-sm text-muted tabular-nums"
      >
        <ProgressRing value={progress} />
        {trans('Saving :percent%', { percent })}
      </div>
    )
  }

  const saved = items.some((item) => item.type === type && item.id === id)
  const toggle = () => {
    const done = saved ? library.remove(type, id) : library.save(type, id)
    done.catch(() => toasts.danger(trans('Could not save :name for offline. Try again when you are online.', { name })))
  }
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-pressed={saved}
      aria-label={saved ? trans('Remove :name from this device', { name }) : trans('Save :name for offline', { name })}
      onPress={toggle}
      className={cx('rounded-full', saved ? 'text-primary' : 'text-muted hover:text-main')}
    >
      {saved ? <CircleCheck aria-hidden className="size-5" /> : <ArrowDownToLine aria-hidden className="size-5" />}
      {saved ? trans('Saved for offline') : trans('Save for offline')}
    </Button>
  )
}

/** A small ring filling clockwise with the share saved. */
function ProgressRing({ value }: { value: number }) {
  const circumference = 2 * Math.PI * 8
  return (
    <svg viewBox="0 0 20 20" className="size-5 -rotate-90" aria-hidden>
      <circle cx="10" cy="10" r="8" fill="none" strokeWidth="2.5" className="stroke-divider" />
      <circle
        cx="10"
        cy="10"
        r="8"
        fill="none"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeDasharray={circumference}
        strokeDashoffset={circumference * (1 - value)}
        className="stroke-primary transition-[stroke-dashoffset]"
      />
    </svg>
  )
}
