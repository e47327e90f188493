import Plus from 'lucide-react/icons/plus'
import ShieldCheck from 'lucide-react/icons/shield-check'
import { transChoice } from '@web/i18n/translator.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { ButtonLink } from '@web/ui/button.js'
import { DataTable } from '@web/ui/data_table/data_table.js'
import { deleteAction } from '@web/ui/data_table/delete_action.js'
import type { DataTableColumn } from '@web/ui/data_table/types.js'
import { PageHeader } from '@web/ui/page_header.js'
import type { RoleSummary } from '../../../../shared/admin_types.js'
import { ROLES_LIST_ENDPOINT } from '../api/user_admin_api.js'
import { Badge } from '@web/ui/badge.js'

/**
 * /admin/roles: every role, how many accounts hold it, its flags; search,
 * new, edit (a row opens the role) and delete (the guest and default roles
 * stay: the server refuses them, and the list says why).
 */
export function RoleList() {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  useDocumentTitle(trans('Roles'))

  const columns: DataTableColumn<RoleSummary>[] = [
    {
      id: 'name',
      label: trans('Role'),
      sort: 'name',
      isRowHeader: true,
      cell: (role) => (
        <>
          <span className="font-medium text-main">{role.name}</span>
          {role.guests && <Badge tone="muted" className="ml-2">{trans('Guests')}</Badge>}
          {role.default && <Badge tone="primary" className="ml-2">{trans('Default')}</Badge>}
          {role.description && <span className="mt-0.5 block max-w-xl truncate text-xs text-muted">{role.description}</span>}
        </>
      ),
    },
    {
      id: 'accounts',
      label: trans('Accounts'),
      align: 'end',
      className: 'w-32',
      cell: (role) => <span className="text-muted">{role.guests ? '—' : role.users_count}</span>,
    },
  ]

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
      <DataTable
        id="accounts.roles"
        label={trans('Roles')}
        endpoint={ROLES_LIST_ENDPOINT}
        defaultSort={{ sort: 'name', order: 'asc' }}
        searchLabel={trans('Search roles')}
        columns={columns}
        rowHref={(role) => `/admin/roles/${role.id}/edit`}
        bulkActions={[
          deleteAction(trans, {
            title: (count) => transChoice(trans, count, 'Delete :count role?', 'Delete :count roles?'),
            message: (count) =>
              transChoice(
                trans,
                count,
                'The accounts holding it lose it and its permissions. The guest role and the default role of new accounts stay.',
                'The accounts holding them lose them and their permissions. The guest role and the default role of new accounts stay.'
              ),
            done: (count) => transChoice(trans, count, ':count role deleted', ':count roles deleted'),
            run: (ids, options) => api.post(`${ROLES_LIST_ENDPOINT}/delete`, { ids }, options),
          }),
        ]}
        emptyMessage={trans('No roles yet.')}
        emptyIcon={<ShieldCheck />}
      />
    </>
  )
}
