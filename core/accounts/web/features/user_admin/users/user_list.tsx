import ChevronLeft from 'lucide-react/icons/chevron-left'
import ChevronRight from 'lucide-react/icons/chevron-right'
import Plus from 'lucide-react/icons/plus'
import Search from 'lucide-react/icons/search'
import UsersIcon from 'lucide-react/icons/users'
import { Link, useSearchParams } from 'react-router'
import { useBootstrap } from '@web/bootstrap/use_bootstrap.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { Avatar } from '@web/ui/avatar.js'
import { ButtonLink, IconButton } from '@web/ui/button.js'
import { EmptyState } from '@web/ui/empty_state.js'
import { PageHeader } from '@web/ui/page_header.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { TextField } from '@web/ui/text_field.js'
import type { UserSummary } from '../../../../shared/admin_types.js'
import { shortDate } from '../../../format_dates.js'
import { userPageQuery } from '../api/user_admin_api.js'
import { Badge } from '../access/badge.js'

/** /admin/users: every account, newest first, searched by name or email (the search is in the address). */
export function UserList() {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const [params, setParams] = useSearchParams()
  const query = params.get('query') ?? ''
  const page = Math.max(1, Number(params.get('page')) || 1)
  const { data, isPlaceholderData } = usePageQuery(userPageQuery(api, query, page))
  useDocumentTitle(trans('Users'))
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1
  const go = (next: { query?: string; page?: number }) => {
    const values = { query, page, ...next }
    setParams(
      { ...(values.query && { query: values.query }), ...(values.page > 1 && { page: String(values.page) }) },
      { replace: true }
    )
  }

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
      <div className="mb-4 max-w-sm">
        <TextField
          aria-label={trans('Search users')}
          type="search"
          size="sm"
          placeholder={trans('Search by name or email')}
          startIcon={<Search aria-hidden className="size-4" />}
          value={query}
          onChange={(value) => go({ query: value, page: 1 })}
        />
      </div>
      {!data ? (
        <Skeleton className="h-96" />
      ) : data.total === 0 ? (
        <EmptyState icon={<UsersIcon />} message={trans('There are no items matching your query')} />
      ) : (
        <div className="overflow-hidden rounded-base border border-divider bg-paper">
          <div className="overflow-x-auto">
            <table className={`w-full text-sm ${isPlaceholderData ? 'opacity-60' : ''}`}>
              <thead className="border-b border-divider text-left text-xs text-muted">
                <tr>
                  <th scope="col" className="px-4 py-2.5 font-medium">{trans('User')}</th>
                  <th scope="col" className="px-4 py-2.5 font-medium">{trans('Roles')}</th>
                  <th scope="col" className="px-4 py-2.5 text-right font-medium">{trans('Created')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-divider">
                {data.data.map((user) => (
                  <UserRow key={user.id} user={user} />
                ))}
              </tbody>
            </table>
          </div>
          <footer className="flex items-center justify-between gap-4 border-t border-divider px-4 py-2 text-xs text-muted">
            <span className="tabular-nums">
              {trans(':from–:to of :total', {
                from: (data.page - 1) * data.per_page + 1,
                to: (data.page - 1) * data.per_page + data.data.length,
                total: data.total,
              })}
            </span>
            <div className="flex gap-1">
              <IconButton aria-label={trans('Previous page')} size="xs" isDisabled={page <= 1} onPress={() => go({ page: page - 1 })}>
                <ChevronLeft />
              </IconButton>
              <IconButton aria-label={trans('Next page')} size="xs" isDisabled={page >= lastPage} onPress={() => go({ page: page + 1 })}>
                <ChevronRight />
              </IconButton>
            </div>
          </footer>
        </div>
      )}
    </>
  )
}

function UserRow({ user }: { user: UserSummary }) {
  const trans = useTrans()
  const { language } = useBootstrap().i18n
  return (
    <tr className="relative transition-colors hover:bg-main/4">
      <td className="px-4 py-2.5">
        <div className="flex items-center gap-3">
          <Avatar name={user.name} src={user.image} size="md" />
          <div className="min-w-0">
            <Link
              to={`/admin/users/${user.id}`}
              className="font-medium text-main outline-none after:absolute after:inset-0 focus-visible:after:outline-2 focus-visible:after:outline-primary"
            >
              {user.name}
            </Link>
            {user.banned_at && <Badge tone="danger">{trans('Suspended')}</Badge>}
            {!user.email_verified_at && <Badge tone="muted">{trans('Unverified')}</Badge>}
            <span className="block max-w-[min(24rem,50vw)] truncate text-xs text-muted">{user.email}</span>
          </div>
        </div>
      </td>
      <td className="px-4 py-2.5 text-muted">{user.roles.map((role) => role.name).join(', ') || '—'}</td>
      <td className="px-4 py-2.5 text-right whitespace-nowrap text-muted tabular-nums">{user.created_at ? shortDate(user.created_at, language) : '—'}</td>
    </tr>
  )
}
