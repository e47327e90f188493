import { useState } from 'react'
import { useTrans } from '@web/i18n/use_trans.js'
import { Button } from '@web/ui/button.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { useSessions } from '../api/use_sessions.js'
import { SessionRow } from '../../../session_row.js'
import { LogoutOtherSessionsDialog } from './logout_other_sessions_dialog.js'
import { SettingsPanel } from '@web/ui/settings_panel.js'

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
