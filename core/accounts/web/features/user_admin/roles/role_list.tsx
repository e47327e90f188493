import { useState } from 'react'
import Plus from 'lucide-react/icons/plus'
import Trash2 from 'lucide-react/icons/trash-2'
import { Link } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { handleMutationError } from '@web/services/mutation_errors.js'
import { API_CLIENT, TOAST_QUEUE } from '@web/services/tokens.js'
import { ButtonLink, IconButton } from '@web/ui/button.js'
import { ConfirmDialog } from '@web/ui/confirm_dialog.js'
import { PageHeader } from '@web/ui/page_header.js'
import { Skeleton } from '@web/ui/skeleton.js'
import type { RoleSummary } from '../../../../shared/admin_types.js'
import { rolesQuery, useDeleteRole } from '../api/user_admin_api.js'
import { Badge } from '../access/badge.js'

/** /admin/roles: every role, how many accounts hold it, its flags; new, edit and delete. */
export function RoleList() {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const roles = usePageQuery(rolesQuery(api)).data
  const [deleting, setDeleting] = useState<RoleSummary | null>(null)
  useDocumentTitle(trans('Roles'))

  return (
    <>
      <PageHeader
        title={trans('Roles')}
        description={trans('What people may do: each role is a set of permissions, given to accounts.')}
        actions={
          <ButtonLink href="/admin/roles/new" variant="primary" size="sm">
            <Plus aria-hidden className="size-4" />
            {trans('New role')}
          </ButtonLink>
        }
      />
      {!roles ? (
        <Skeleton className="h-72" />
      ) : (
        <div className="overflow-hidden rounded-base border border-divider bg-paper">
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead className="border-b border-divider text-left text-xs text-muted">
                <tr>
                  <th scope="col" className="px-4 py-2.5 font-medium">{trans('Role')}</th>
                  <th scope="col" className="px-4 py-2.5 text-right font-medium">{trans('Accounts')}</th>
                  <th scope="col" className="w-12 px-4 py-2.5"><span className="sr-only">{trans('Actions')}</span></th>
                </tr>
              </thead>
              <tbody className="divide-y divide-divider">
                {roles.map((role) => (
                  <tr key={role.id} className="relative transition-colors hover:bg-main/4">
                    <td className="px-4 py-3">
                      <Link
                        to={`/admin/roles/${role.id}/edit`}
                        className="font-medium text-main outline-none after:absolute after:inset-0 focus-visible:after:outline-2 focus-visible:after:outline-primary"
                      >
                        {role.name}
                      </Link>
                      {role.guests && <Badge tone="muted">{trans('Guests')}</Badge>}
                      {role.default && <Badge tone="primary">{trans('Default')}</Badge>}
                      {role.description && <span className="mt-0.5 block max-w-xl truncate text-xs text-muted">{role.description}</span>}
                    </td>
                    <td className="px-4 py-3 text-right text-muted tabular-nums">{role.guests ? '—' : role.users_count}</td>
                    <td className="relative z-10 px-4 py-3 text-right">
                      {!role.guests && !role.default && (
                        <IconButton aria-label={trans('Delete :name', { name: role.name })} size="xs" onPress={() => setDeleting(role)}>
                          <Trash2 />
                        </IconButton>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
      <DeleteRoleDialog role={deleting} onClose={() => setDeleting(null)} />
    </>
  )
}

/** Names what goes: the role, and that its accounts lose it. */
function DeleteRoleDialog({ role, onClose }: { role: RoleSummary | null; onClose: () => void }) {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const remove = useDeleteRole()
  return (
    <ConfirmDialog
      isOpen={role !== null}
      onClose={onClose}
      title={trans('Delete role')}
      message={trans('Delete ":name"? :count accounts will lose this role and its permissions.', { name: role?.name ?? '', count: role?.users_count ?? 0 })}
      confirmLabel={trans('Delete')}
      isPending={remove.isPending}
      onConfirm={() =>
        role &&
        remove.mutate(role.id, {
          onSuccess: () => {
            toasts.positive(trans('Role deleted'))
            onClose()
          },
          onError: (error) => handleMutationError(error, { toasts, trans }),
        })
      }
    />
  )
}
