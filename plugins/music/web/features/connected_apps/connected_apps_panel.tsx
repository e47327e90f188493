import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import Plus from 'lucide-react/icons/plus'
import Smartphone from 'lucide-react/icons/smartphone'
import Trash2 from 'lucide-react/icons/trash-2'
import { useBootstrap } from '@web/bootstrap/use_bootstrap.js'
import { relativeTime } from '@web/i18n/relative_time.js'
import { useTrans } from '@web/i18n/use_trans.js'
import type { WithConfirmedPassword } from '@web/kernel/app_zones.js'
import { useService } from '@web/kernel/services_context.js'
import { handleMutationError } from '@web/services/mutation_errors.js'
import { API_CLIENT, TOAST_QUEUE } from '@web/services/tokens.js'
import { Button, IconButton } from '@web/ui/button.js'
import { ConfirmDialog } from '@web/ui/confirm_dialog.js'
import { EmptyState } from '@web/ui/empty_state.js'
import { SettingsPanel } from '@web/ui/settings_panel.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { Tooltip } from '@web/ui/tooltip.js'
import type { AppPassword } from '../../../shared/api_types.js'
import { appPasswordsQuery, useRevokeAppPassword } from './app_passwords_api.js'
import { CreateAppPasswordDialog } from './create_app_password_dialog.js'

/**
 * "Connected apps" in account settings: app passwords for Subsonic apps
 * (server/subsonic), one per device, each revocable without touching the
 * account password or the other devices.
 */
export default function ConnectedAppsPanel({ withConfirmedPassword }: { withConfirmedPassword: WithConfirmedPassword }) {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const bootstrap = useBootstrap()
  const passwords = useQuery(appPasswordsQuery(api))
  const [creating, setCreating] = useState(false)
  const [revoking, setRevoking] = useState<AppPassword | null>(null)

  return (
    <SettingsPanel
      id="connected-apps"
      title={trans('Connected apps')}
      description={trans(
        'Listen in mobile and desktop apps that speak the Subsonic API. Give each app its own app password: your account password never leaves this site.'
      )}
    >
      <dl className="mb-6 grid gap-x-6 gap-y-3 rounded-base bg-chip p-4 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted">{trans('Server address')}</dt>
        <dd className="font-mono break-all text-main">{window.location.origin}</dd>
        <dt className="text-muted">{trans('Username')}</dt>
        <dd className="font-mono break-all text-main">{bootstrap.user?.email}</dd>
      </dl>
      {passwords.data === undefined ? (
        <Skeleton className="h-16 w-full" />
      ) : passwords.data.length ? (
        <ul className="flex flex-col divide-y divide-divider rounded-base border border-divider" aria-label={trans('App passwords')}>
          {passwords.data.map((password) => (
            <AppPasswordRow key={password.id} password={password} onRevoke={() => setRevoking(password)} />
          ))}
        </ul>
      ) : (
        <EmptyState icon={<Smartphone aria-hidden />} message={trans('No app is connected yet')} />
      )}
      <Button variant="secondary" size="sm" className="mt-6" onPress={() => setCreating(true)}>
        <Plus aria-hidden className="size-4" />
        {trans('Create app password')}
      </Button>
      <CreateAppPasswordDialog isOpen={creating} onClose={() => setCreating(false)} withConfirmedPassword={withConfirmedPassword} />
      <RevokeDialog password={revoking} onClose={() => setRevoking(null)} />
    </SettingsPanel>
  )
}

function AppPasswordRow({ password, onRevoke }: { password: AppPassword; onRevoke: () => void }) {
  const trans = useTrans()
  const { language } = useBootstrap().i18n
  return (
    <li className="flex items-center gap-4 px-4 py-3">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-chip text-muted">
        <Smartphone aria-hidden className="size-4.5" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="truncate text-sm font-medium text-main">{password.name}</div>
        <div className="mt-0.5 text-xs text-muted">
          {trans('Created :time', { time: relativeTime(password.created_at, language) })}
          {' · '}
          {password.last_used_at ? trans('Last used :time', { time: relativeTime(password.last_used_at, language) }) : trans('Never used')}
        </div>
      </div>
      <Tooltip label={trans('Revoke')}>
        <IconButton aria-label={trans('Revoke :name', { name: password.name })} onPress={onRevoke}>
          <Trash2 />
        </IconButton>
      </Tooltip>
    </li>
  )
}

function RevokeDialog({ password, onClose }: { password: AppPassword | null; onClose: () => void }) {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const revoke = useRevokeAppPassword()
  return (
    <ConfirmDialog
      isOpen={password !== null}
      onClose={onClose}
      title={trans('Revoke app password')}
      message={trans('":name" will be signed out and can no longer play your music. This cannot be undone.', { name: password?.name ?? '' })}
      confirmLabel={trans('Revoke')}
      isPending={revoke.isPending}
      onConfirm={() =>
        password &&
        revoke.mutate(password.id, {
          onSuccess: () => {
            onClose()
            toasts.positive(trans('App password revoked'))
          },
          onError: (error) => handleMutationError(error, { toasts, trans }),
        })
      }
    />
  )
}
