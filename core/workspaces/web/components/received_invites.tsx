import MailOpen from 'lucide-react/icons/mail-open'
import { Button } from '@web/ui/button.js'
import { cx } from '@web/ui/cx.js'
import { useTrans } from '@web/i18n/use_trans.js'
import type { ReceivedInvite } from '../../shared/workspace_types.js'
import { useInviteAnswers } from '../api/use_invite_answers.js'
import { roleLabel } from './role_label.js'

/** Invitations waiting for the signed-in person: Join or Decline each; the one a link pointed at stands out. */
export function ReceivedInvites({ invites, highlighted }: { invites: ReceivedInvite[]; highlighted: string | null }) {
  const trans = useTrans()
  const { join, decline } = useInviteAnswers()
  if (!invites.length) return null
  return (
    <section aria-labelledby="received-invites-title" className="mb-8">
      <h2 id="received-invites-title" className="mb-3 text-sm font-semibold tracking-wide text-muted uppercase">
        {trans('Invitations')}
      </h2>
      <ul className="flex flex-col gap-3">
        {invites.map((invite) => (
          <li
            key={invite.id}
            className={cx(
              'flex flex-wrap items-center gap-4 rounded-[calc(var(--be-radius)*1.5)] border bg-paper p-4 md:p-5',
              invite.id === highlighted ? 'border-primary ring-2 ring-primary/30' : 'border-divider'
            )}
          >
            <div className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary/15 text-primary">
              <MailOpen aria-hidden className="size-5" />
            </div>
            <div className="min-w-0 flex-1 basis-48">
              <p className="truncate font-semibold text-main">{invite.workspace.name}</p>
              <p className="text-sm text-muted">
                {invite.invited_by
                  ? trans(':name invited you to join as :role.', { name: invite.invited_by, role: roleLabel(invite.role, trans).toLowerCase() })
                  : trans('You were invited to join as :role.', { role: roleLabel(invite.role, trans).toLowerCase() })}
              </p>
            </div>
            <div className="flex gap-2">
              <Button variant="ghost" size="sm" isPending={decline.isPending && decline.variables === invite.id} onPress={() => decline.mutate(invite.id)}>
                {trans('Decline')}
              </Button>
              <Button variant="primary" size="sm" isPending={join.isPending && join.variables === invite.id} onPress={() => join.mutate(invite.id)}>
                {trans('Join')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
