import { useState } from 'react'
import Monitor from 'lucide-react/icons/monitor'
import Smartphone from 'lucide-react/icons/smartphone'
import Tablet from 'lucide-react/icons/tablet'
import { useBootstrap } from '@web/bootstrap/use_bootstrap.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { Button } from '@web/ui/button.js'
import { Skeleton } from '@web/ui/skeleton.js'
import type { UserSession } from '../../../../shared/account_types.js'
import { useSessions } from '../api/use_sessions.js'
import { relativeTime } from '../format_dates.js'
import { LogoutOtherSessionsDialog } from './logout_other_sessions_dialog.js'
import { SettingsPanel } from './settings_panel.js'

const DEVICE_ICONS = { mobile: Smartphone, tablet: Tablet, other: Monitor }

/** The browsers signed in to the account, and a way to sign all the others out. */
export function SessionsPanel() {
  const trans = useTrans()
  const sessions = useSessions()
  const [confirming, setConfirming] = useState(false)

  return (
    <SettingsPanel
      id="sessions"
      title={trans('Active sessions')}
      description={trans(
        'If necessary, you may log out of all of your other browser sessions across all of your devices. If you feel your account has been compromised, you should also update your password.'
      )}
    >
      <ul className="flex flex-col divide-y divide-divider">
        {sessions.data
          ? sessions.data.map((session) => <SessionRow key={session.id} session={session} />)
          : Array.from({ length: 2 }, (_, index) => (
              <li key={index} className="flex items-center gap-4 py-3">
                <Skeleton className="size-10" rounded="full" />
                <div className="flex flex-col gap-2">
                  <Skeleton className="h-4 w-40" />
                  <Skeleton className="h-3 w-56" />
                </div>
              </li>
            ))}
      </ul>
      {sessions.isError && (
        <p className="text-sm text-muted">{trans('There was an issue. Please try again.')}</p>
      )}
      <Button variant="secondary" size="sm" className="mt-6" onPress={() => setConfirming(true)}>
        {trans('Log out other sessions')}
      </Button>
      <LogoutOtherSessionsDialog isOpen={confirming} onClose={() => setConfirming(false)} />
    </SettingsPanel>
  )
}

function SessionRow({ session }: { session: UserSession }) {
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
