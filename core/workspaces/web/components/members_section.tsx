import { useState } from 'react'
import UserMinus from 'lucide-react/icons/user-minus'
import { useBootstrap } from '@web/bootstrap/use_bootstrap.js'
import { useService } from '@web/kernel/services_context.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { handleMutationError } from '@web/services/mutation_errors.js'
import { TOAST_QUEUE } from '@web/services/tokens.js'
import { Avatar } from '@web/ui/avatar.js'
import { IconButton } from '@web/ui/button.js'
import { ConfirmDialog } from '@web/ui/confirm_dialog.js'
import { Select, SelectItem } from '@web/ui/select.js'
import { assignableRoles, outranks } from '../../shared/workspace_roles.js'
import type { WorkspaceDetails, WorkspaceMember } from '../../shared/workspace_types.js'
import { useChangeMemberRole, useRemoveMember } from '../api/workspace_calls.js'
import { roleLabel } from './role_label.js'

/** Members with their roles: those one outranks get a role picker and a remove button. */
export function MembersSection({ details }: { details: WorkspaceDetails }) {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const viewerId = useBootstrap().user?.id
  const myRole = details.workspace.role
  const changeRole = useChangeMemberRole(details.workspace.id)
  const remove = useRemoveMember(details.workspace.id)
  const [removing, setRemoving] = useState<WorkspaceMember | null>(null)
  const onError = (error: unknown) => handleMutationError(error, { toasts, trans })

  return (
    <div>
      <h3 className="mb-3 text-base font-semibold text-main">
        {trans('Members')} <span className="font-normal text-muted">({details.members.length}{details.seats !== null ? ` / ${details.seats}` : ''})</span>
      </h3>
      <ul className="divide-y divide-divider rounded-base border border-divider">
        {details.members.map((member) => {
          const manageable = member.id !== viewerId && outranks(myRole, member.role)
          return (
            <li key={member.id} className="flex flex-wrap items-center gap-3 p-3">
              <Avatar name={member.name} src={member.image} size="md" />
              <div className="min-w-0 flex-1 basis-40">
                <p className="truncate text-sm font-medium text-main">
                  {member.name}
                  {member.id === viewerId && <span className="ml-2 text-xs text-muted">{trans('(you)')}</span>}
                </p>
                {member.email && <p className="truncate text-xs text-muted">{member.email}</p>}
              </div>
              {manageable ? (
                <>
                  <Select
                    aria-label={trans('Role of :name', { name: member.name })}
                    size="sm"
                    className="w-36"
                    selectedKey={member.role}
                    onSelectionChange={(role) =>
                      changeRole.mutate(
                        { userId: member.id, role: role as WorkspaceMember['role'] },
                        { onSuccess: () => toasts.positive(trans('Role changed')), onError }
                      )
                    }
                  >
                    {[member.role, ...assignableRoles(myRole).filter((role) => role !== member.role)].map((role) => (
                      <SelectItem key={role} id={role}>
                        {roleLabel(role, trans)}
                      </SelectItem>
                    ))}
                  </Select>
                  <IconButton variant="ghost" size="sm" aria-label={trans('Remove :name', { name: member.name })} onPress={() => setRemoving(member)}>
                    <UserMinus />
                  </IconButton>
                </>
              ) : (
                <span className="rounded-full bg-chip px-2.5 py-1 text-xs font-medium text-main">{roleLabel(member.role, trans)}</span>
              )}
            </li>
          )
        })}
      </ul>
      <ConfirmDialog
        isOpen={removing !== null}
        onClose={() => setRemoving(null)}
        title={trans('Remove member')}
        message={trans(':name will lose access to this workspace and its content.', { name: removing?.name ?? '' })}
        confirmLabel={trans('Remove')}
        isPending={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              toasts.positive(trans('Member removed'))
              setRemoving(null)
            },
            onError,
          })
        }
      />
    </div>
  )
}
