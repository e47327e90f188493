import { useState } from 'react'
import RefreshCw from 'lucide-react/icons/refresh-cw'
import X from 'lucide-react/icons/x'
import { useService } from '@web/kernel/services_context.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { handleMutationError } from '@web/services/mutation_errors.js'
import { TOAST_QUEUE } from '@web/services/tokens.js'
import { Button, IconButton } from '@web/ui/button.js'
import { Form } from '@web/ui/form.js'
import { Select, SelectItem } from '@web/ui/select.js'
import { TextField } from '@web/ui/text_field.js'
import { assignableRoles, type WorkspaceRole } from '../../shared/workspace_roles.js'
import type { WorkspaceDetails } from '../../shared/workspace_types.js'
import { useDeleteInvite, useInviteMembers, useResendInvite } from '../api/workspace_calls.js'
import { roleDescription, roleLabel } from './role_label.js'

/** Addresses typed with commas, semicolons or spaces between them. */
function addressesIn(text: string) {
  return text.split(/[\s,;]+/).map((part) => part.trim()).filter(Boolean)
}

/** Invite people by email with a role, and the pending invitations: resend or revoke each. */
export function InvitesSection({ details }: { details: WorkspaceDetails }) {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const id = details.workspace.id
  const roles = assignableRoles(details.workspace.role)
  const invite = useInviteMembers(id)
  const resend = useResendInvite(id)
  const revoke = useDeleteInvite()
  const [emails, setEmails] = useState('')
  const [role, setRole] = useState<WorkspaceRole>(roles.includes('editor') ? 'editor' : roles[0])
  const [fieldError, setFieldError] = useState<string | null>(null)
  const onError = (error: unknown) => handleMutationError(error, { toasts, trans })

  const submit = () => {
    const list = addressesIn(emails)
    if (!list.length) return
    invite.mutate(
      { emails: list, role },
      {
        onSuccess: () => {
          toasts.positive(list.length === 1 ? trans('Invitation sent') : trans(':count invitations sent', { count: list.length }))
          setEmails('')
          setFieldError(null)
        },
        onError: (error) => handleMutationError(error, { toasts, trans, setFieldErrors: (errors) => setFieldError(Object.values(errors)[0]?.[0] ?? null) }),
      }
    )
  }

  return (
    <div>
      <h3 className="mb-3 text-base font-semibold text-main">{trans('Invite people')}</h3>
      <Form
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
        className="flex flex-col gap-3 md:flex-row md:items-start"
      >
        <TextField
          className="flex-1"
          label={trans('Email addresses')}
          description={trans('Separate several addresses with commas.')}
          placeholder="name@example.com"
          value={emails}
          onChange={setEmails}
          isInvalid={fieldError !== null}
          errorMessage={fieldError ?? undefined}
        />
        <Select
          label={trans('Role')}
          className="md:w-44"
          selectedKey={role}
          onSelectionChange={(key) => setRole(key as WorkspaceRole)}
          description={roleDescription(role, trans)}
        >
          {roles.map((candidate) => (
            <SelectItem key={candidate} id={candidate}>
              {roleLabel(candidate, trans)}
            </SelectItem>
          ))}
        </Select>
        <Button type="submit" variant="primary" className="md:mt-6" isPending={invite.isPending} isDisabled={!addressesIn(emails).length}>
          {trans('Send invitations')}
        </Button>
      </Form>

      {details.invites.length > 0 && (
        <>
          <h4 className="mt-6 mb-2 text-sm font-semibold text-muted">{trans('Pending invitations')}</h4>
          <ul className="divide-y divide-divider rounded-base border border-divider">
            {details.invites.map((pending) => (
              <li key={pending.id} className="flex flex-wrap items-center gap-3 p-3">
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-main">{pending.email}</p>
                  <p className="text-xs text-muted">
                    {roleLabel(pending.role, trans)} ·{' '}
                    {pending.expired ? (
                      <span className="text-danger">{trans('Expired')}</span>
                    ) : (
                      trans('Expires :date', { date: new Date(pending.expires_at).toLocaleDateString() })
                    )}
                  </p>
                </div>
                <IconButton
                  aria-label={trans('Resend invitation to :email', { email: pending.email })}
                  onPress={() => resend.mutate(pending.id, { onSuccess: () => toasts.positive(trans('Invitation sent')), onError })}
                >
                  <RefreshCw />
                </IconButton>
                <IconButton
                  aria-label={trans('Revoke invitation to :email', { email: pending.email })}
                  onPress={() => revoke.mutate(pending.id, { onSuccess: () => toasts.positive(trans('Invitation revoked')), onError })}
                >
                  <X />
                </IconButton>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
