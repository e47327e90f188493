import { useState } from 'react'
import ShieldCheck from 'lucide-react/icons/shield-check'
import { useBootstrap } from '@web/bootstrap/use_bootstrap.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { handleMutationError } from '@web/services/mutation_errors.js'
import { API_CLIENT, TOAST_QUEUE } from '@web/services/tokens.js'
import { Button } from '@web/ui/button.js'
import { ConfirmDialog } from '@web/ui/confirm_dialog.js'
import { FormDialog } from '@web/ui/form_dialog.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { useSubmitForm } from '@web/ui/submit_form.js'
import { TextArea } from '@web/ui/text_area.js'
import type { AdminUser } from '../../../../shared/admin_types.js'
import { shortDate } from '../../../format_dates.js'
import { SessionRow } from '../../../session_row.js'
import { USER_WRITES, useAdminUserWrite, useEndUserSessions, userSessionsQuery } from '../api/user_admin_api.js'
import { SectionCard } from '../access/section_card.js'

/** The security tab: suspension, two-factor and the signed-in browsers. */
export function SecurityTab({ user }: { user: AdminUser }) {
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <SuspensionCard user={user} />
      <TwoFactorCard user={user} />
      <SessionsCard user={user} />
    </div>
  )
}

/** Suspend with a reason (the person sees the suspended screen at once), or lift the suspension. */
function SuspensionCard({ user }: { user: AdminUser }) {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const { language } = useBootstrap().i18n
  const [dialog, setDialog] = useState<'ban' | 'unban' | null>(null)
  const unban = useAdminUserWrite(user.id, (api) => USER_WRITES.unban(api, user.id))
  return (
    <SectionCard
      title={trans('Suspension')}
      description={trans("A suspended person can't use the site: they see a screen saying their account is suspended.")}
    >
      {user.banned_at ? (
        <div className="flex flex-wrap items-center gap-4">
          <div className="min-w-0 flex-1 rounded-base border border-danger/30 bg-danger/8 px-4 py-3 text-sm">
            <p className="font-semibold text-danger">{trans('Suspended since :date', { date: shortDate(user.banned_at, language) })}</p>
            {user.ban_reason && <p className="mt-1 text-main">{user.ban_reason}</p>}
          </div>
          <Button variant="secondary" size="sm" onPress={() => setDialog('unban')}>
            {trans('Unsuspend')}
          </Button>
        </div>
      ) : (
        <Button variant="danger" size="sm" onPress={() => setDialog('ban')}>
          {trans('Suspend account')}
        </Button>
      )}
      <BanDialog user={user} isOpen={dialog === 'ban'} onClose={() => setDialog(null)} />
      <ConfirmDialog
        isOpen={dialog === 'unban'}
        onClose={() => setDialog(null)}
        title={trans('Unsuspend account')}
        message={trans(':name will be able to use the site again.', { name: user.name })}
        confirmLabel={trans('Unsuspend')}
        isPending={unban.isPending}
        onConfirm={() =>
          unban.mutate(undefined, {
            onSuccess: () => {
              toasts.positive(trans('Account unsuspended'))
              setDialog(null)
            },
            onError: (error) => handleMutationError(error, { toasts, trans }),
          })
        }
      />
    </SectionCard>
  )
}

/** Asks why: the reason is kept with the suspension for other admins. */
function BanDialog({ user, isOpen, onClose }: { user: AdminUser; isOpen: boolean; onClose: () => void }) {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const [reason, setReason] = useState('')
  const ban = useAdminUserWrite(user.id, (api, text: string) => USER_WRITES.ban(api, user.id, text))
  const close = () => {
    setReason('')
    form.setErrors({})
    onClose()
  }
  const form = useSubmitForm({
    id: 'ban-user',
    canSubmit: reason.trim() !== '',
    isPending: ban.isPending,
    onSubmit: () =>
      ban.mutate(reason.trim(), {
        onSuccess: () => {
          toasts.positive(trans('Account suspended'))
          close()
        },
        onError: form.onError,
      }),
  })
  return (
    <FormDialog isOpen={isOpen} onClose={close} title={trans('Suspend :name', { name: user.name })} form={form} submitLabel={trans('Suspend')}>
      <TextArea
        name="reason"
        label={trans('Reason')}
        description={trans('Shown to admins, not to the person.')}
        isRequired
        autoFocus
        value={reason}
        onChange={setReason}
      />
    </FormDialog>
  )
}

/** Two-factor state, and a reset for someone who lost their authenticator. */
function TwoFactorCard({ user }: { user: AdminUser }) {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const [confirming, setConfirming] = useState(false)
  const reset = useAdminUserWrite(user.id, (api) => USER_WRITES.resetTwoFactor(api, user.id))
  const enabled = user.two_factor_confirmed_at !== null
  const configured = enabled || user.has_recovery_codes
  return (
    <SectionCard title={trans('Two-factor authentication')} description={trans('A reset lets someone who lost their authenticator sign in with their password and set it up again.')}>
      <div className="flex flex-wrap items-center gap-4">
        <p className="flex flex-1 items-center gap-2 text-sm">
          <ShieldCheck aria-hidden className={enabled ? 'size-5 text-positive' : 'size-5 text-muted'} />
          {enabled ? trans('Enabled') : configured ? trans('Set up, not confirmed') : trans('Not enabled')}
        </p>
        <Button variant="secondary" size="sm" isDisabled={!configured} onPress={() => setConfirming(true)}>
          {trans('Reset two-factor')}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={confirming}
        onClose={() => setConfirming(false)}
        title={trans('Reset two-factor authentication')}
        message={trans(":name's authenticator and recovery codes stop working; they sign in with their password alone until they set it up again.", { name: user.name })}
        confirmLabel={trans('Reset')}
        isPending={reset.isPending}
        onConfirm={() =>
          reset.mutate(undefined, {
            onSuccess: () => {
              toasts.positive(trans('Two factor authentication has been disabled.'))
              setConfirming(false)
            },
            onError: (error) => handleMutationError(error, { toasts, trans }),
          })
        }
      />
    </SectionCard>
  )
}

/** The person's signed-in browsers, and signing them all out. */
function SessionsCard({ user }: { user: AdminUser }) {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const toasts = useService(TOAST_QUEUE)
  const sessions = usePageQuery(userSessionsQuery(api, user.id)).data
  const end = useEndUserSessions(user.id)
  const [confirming, setConfirming] = useState(false)
  return (
    <SectionCard title={trans('Active sessions')} description={trans('Browsers signed in to this account.')}>
      {!sessions ? (
        <Skeleton className="h-16" />
      ) : sessions.length === 0 ? (
        <p className="text-sm text-muted">{trans('No browser is signed in.')}</p>
      ) : (
        <ul className="flex max-h-100 flex-col divide-y divide-divider overflow-y-auto">
          {sessions.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </ul>
      )}
      <Button variant="secondary" size="sm" className="mt-4" isDisabled={!sessions?.length} onPress={() => setConfirming(true)}>
        {trans('Log out everywhere')}
      </Button>
      <ConfirmDialog
        isOpen={confirming}
        onClose={() => setConfirming(false)}
        title={trans('Log out everywhere')}
        message={trans('Every browser signed in as :name is signed out now.', { name: user.name })}
        confirmLabel={trans('Log out everywhere')}
        isPending={end.isPending}
        onConfirm={() =>
          end.mutate(undefined, {
            onSuccess: () => {
              toasts.positive(trans('Signed out everywhere'))
              setConfirming(false)
            },
            onError: (error) => handleMutationError(error, { toasts, trans }),
          })
        }
      />
    </SectionCard>
  )
}
