import Ban from 'lucide-react/icons/ban'
import Plus from 'lucide-react/icons/plus'
import ShieldCheck from 'lucide-react/icons/shield-check'
import UsersIcon from 'lucide-react/icons/users'
import { useBootstrap } from '@web/bootstrap/use_bootstrap.js'
import { transChoice } from '@web/i18n/translator.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { Avatar } from '@web/ui/avatar.js'
import { ButtonLink } from '@web/ui/button.js'
import { DataTable } from '@web/ui/data_table/data_table.js'
import { deleteAction } from '@web/ui/data_table/delete_action.js'
import type { DataTableColumn } from '@web/ui/data_table/types.js'
import { PageHeader } from '@web/ui/page_header.js'
import type { UserSummary } from '../../../../shared/admin_types.js'
import { shortDate } from '../../../format_dates.js'
import { accessOptionsQuery } from '../api/user_admin_api.js'
import { Badge } from '@web/ui/badge.js'

const LIST = 'users'

/** /admin/users: every account (the data-table kit: search, state and role filters, sort, export; the view is in the address). */
export function UserList() {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const { language } = useBootstrap().i18n
  const options = usePageQuery(accessOptionsQuery(api)).data
  useDocumentTitle(trans('Users'))

  const columns: DataTableColumn<UserSummary>[] = [
    {
      id: 'user',
      label: trans('User'),
      sort: 'email',
      isRowHeader: true,
      cell: (user) => (
        <span className="flex items-center gap-3">
          <Avatar name={user.name} src={user.image} size="md" />
          <span className="min-w-0">
            <span className="font-medium text-main">{user.name}</span>
            {user.banned_at && <Badge tone="danger" className="ml-2">{trans('Suspended')}</Badge>}
            {!user.email_verified_at && <Badge tone="muted" className="ml-2">{trans('Unverified')}</Badge>}
            <span className="block max-w-[min(24rem,50vw)] truncate text-xs text-muted">{user.email}</span>
          </span>
        </span>
      ),
    },
    { id: 'roles', label: trans('Roles'), cell: (user) => <span className="text-muted">{user.roles.map((role) => role.name).join(', ') || '—'}</span> },
    {
      id: 'created',
      label: trans('Created'),
      sort: 'created',
      align: 'end',
      cell: (user) => (user.created_at ? <time dateTime={user.created_at}>{shortDate(user.created_at, language)}</time> : '—'),
    },
  ]

  return (
    <>
      <PageHeader
        title={trans('Users')}
        description={trans('Everyone with an account: their roles, their state, and what you can do about it.')}
        actions={
          <ButtonLink href="/admin/users/new" variant="primary" size="sm">
            <Plus aria-hidden className="size-4" />
            {trans('New user')}
          </ButtonLink>
        }
      />
      <DataTable
        id="accounts.users"
        label={trans('Users')}
        endpoint={LIST}
        exportEndpoint={`${LIST}/export`}
        columns={columns}
        defaultSort={{ sort: 'created', order: 'desc' }}
        searchLabel={trans('Search users')}
        filters={[
          {
            kind: 'select',
            param: 'status',
            label: trans('State'),
            options: [
              { value: 'active', label: trans('Active') },
              { value: 'suspended', label: trans('Suspended') },
              { value: 'unverified', label: trans('Unverified') },
            ],
          },
          { kind: 'select', param: 'role', label: trans('Role'), options: (options?.roles ?? []).map((role) => ({ value: String(role.id), label: role.name })) },
        ]}
        bulkActions={[
          {
            id: 'ban',
            label: trans('Suspend'),
            icon: <Ban aria-hidden className="size-4" />,
            tone: 'danger',
            confirm: {
              title: (count) => transChoice(trans, count, 'Suspend 1 account?', 'Suspend :count accounts?'),
              message: (count) =>
              transChoice(
                trans,
                count,
                'The person sees the suspended screen from their next page on, and their API tokens stop working.',
                'The :count people see the suspended screen from their next page on, and their API tokens stop working.'
              ),
            confirmLabel: trans('Suspend'),
            reason: { label: trans('Reason'), description: trans('Shown to admins, not to the person.') },
          },
            done: (count) => transChoice(trans, count, '1 account suspended', ':count accounts suspended'),
            run: (ids, requestOptions, reason) => api.post(`${LIST}/ban`, { ids, reason }, requestOptions),
          },
          {
            id: 'unban',
            label: trans('Lift suspension'),
            icon: <ShieldCheck aria-hidden className="size-4" />,
            done: (count) => transChoice(trans, count, '1 suspension lifted', ':count suspensions lifted'),
            run: (ids, requestOptions) => api.post(`${LIST}/unban`, { ids }, requestOptions),
          },
          deleteAction(trans, {
            title: (count) => transChoice(trans, count, 'Delete 1 account?', 'Delete :count accounts?'),
            message: (count) =>
              transChoice(
                trans,
                count,
                'The account goes with its sessions, tokens, playlists, likes and everything else it owns.',
                'The :count accounts go with their sessions, tokens, playlists, likes and everything else they own.'
              ),
            done: (count) => transChoice(trans, count, '1 account deleted', ':count accounts deleted'),
            run: (ids, requestOptions) => api.post(`${LIST}/delete`, { ids }, requestOptions),
          }),
        ]}
        rowHref={(user) => `/admin/users/${user.id}`}
        emptyMessage={trans('No accounts yet')}
        emptyIcon={<UsersIcon />}
      />
    </>
  )
}
