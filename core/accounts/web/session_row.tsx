import Monitor from 'lucide-react/icons/monitor'
import Smartphone from 'lucide-react/icons/smartphone'
import Tablet from 'lucide-react/icons/tablet'
import { useBootstrap } from '@web/bootstrap/use_bootstrap.js'
import { useTrans } from '@web/i18n/use_trans.js'
import type { UserSession } from '../shared/account_types.js'
import { relativeTime } from '@web/i18n/relative_time.js'

const DEVICE_ICONS = { mobile: Smartphone, tablet: Tablet, other: Monitor }

/** One signed-in browser: device, place, address and when it was last active (account settings, the admin's security tab). */
export function SessionRow({ session }: { session: UserSession }) {
  const trans = useTrans()
  const { language } = useBootstrap().i18n
  const Icon = DEVICE_ICONS[session.device_type] ?? Monitor
  const device =
    [session.platform, session.browser].filter(Boolean).join(' - ') || trans('Unknown device')
  const place = [session.city, session.country].filter(Boolean).join(', ')
  return (
    <li className="flex items-center gap-4 py-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-chip text-muted">
        <Icon aria-hidden className="size-5" />
      </span>
      <div className="min-w-0">
        <div className="truncate text-sm font-medium text-main">{device}</div>
        <div className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-muted">
          {place && <span>{place}</span>}
          {place && session.ip_address && <span aria-hidden>·</span>}
          {session.ip_address && <span className="tabular-nums">{session.ip_address}</span>}
          <span aria-hidden>·</span>
          {session.is_current_device ? (
            <span className="font-semibold text-positive">{trans('This device')}</span>
          ) : session.last_active ? (
            <span>
              {trans('Last active :time', { time: relativeTime(session.last_active, language) })}
            </span>
          ) : null}
        </div>
      </div>
    </li>
  )
}
