import { useNavigate } from 'react-router'
import UserRound from 'lucide-react/icons/user-round'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import { Link } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { handleMutationError } from '@web/services/mutation_errors.js'
import { API_CLIENT, TOAST_QUEUE } from '@web/services/tokens.js'
import { Avatar } from '@web/ui/avatar.js'
import { Button } from '@web/ui/button.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { Tab, TabList, TabPanel, Tabs } from '@web/ui/tabs.js'
import type { AdminUser } from '../../../../shared/admin_types.js'
import { adminUserQuery, useImpersonate } from '../api/user_admin_api.js'
import { Badge } from '@web/ui/badge.js'
import { DetailsTab } from './details_tab.js'
import { PermissionsTab } from './permissions_tab.js'
import { SecurityTab } from './security_tab.js'
import { DateTab } from './date_tab.js'
import { ApiTab } from './api_tab.js'

export const USER_TABS = ['details', 'permissions', 'security', 'date', 'api'] as const
export type UserTab = (typeof USER_TABS)[number]

const TAB_TITLES: Record<UserTab, string> = {
  details: 'Details',
  permissions: 'Permissions',
  security: 'Security',
  date: 'Date',
  api: 'API',
}

/** One account: who it is, its state, the impersonate action, and a tab per concern. */
export function UserPage({ userId, tab }: { userId: number; tab: UserTab }) {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const navigate = useNavigate()
  const user = usePageQuery(adminUserQuery(api, userId)).data
  useDocumentTitle(user?.name ?? trans('User'))
  if (!user) return <UserPageSkeleton />

  return (
    <>
      <Link to="/admin/users" className="mb-4 inline-flex items-center gap-1.5 text-sm text-muted transition-colors hover:text-main">
        <ArrowLeft aria-hidden className="size-4" />
        {trans('Users')}
      </Link>
      <div className="mb-6 flex flex-wrap items-center gap-4">
        <Avatar name={user.name} src={user.image} size="xl" />
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-2xl font-semibold tracking-tight">
            {user.name}
            {user.banned_at && <Badge tone="danger" className="ml-2">{trans('Suspended')}</Badge>}
            {user.is_admin && <Badge tone="primary" className="ml-2">{trans('Admin')}</Badge>}
          </h1>
          <p className="mt-1 truncate text-sm text-muted">{user.email}</p>
        </div>
        {!user.is_admin && <ImpersonateButton user={user} />}
      </div>
      <Tabs selectedKey={tab} onSelectionChange={(key) => navigate(key === 'details' ? `/admin/users/${userId}` : `/admin/users/${userId}/${String(key)}`)}>
        <TabList aria-label={trans('Account')} className="overflow-x-auto scrollbar-thin">
          {USER_TABS.map((id) => (
            <Tab key={id} id={id} className="shrink-0 whitespace-nowrap">
              {trans(TAB_TITLES[id])}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="details">
          <DetailsTab user={user} />
        </TabPanel>
        <TabPanel id="permissions">
          <PermissionsTab user={user} />
        </TabPanel>
        <TabPanel id="security">
          <SecurityTab user={user} />
        </TabPanel>
        <TabPanel id="date">
          <DateTab user={user} />
        </TabPanel>
        <TabPanel id="api">
          <ApiTab user={user} />
        </TabPanel>
      </Tabs>
    </>
  )
}

/** Acts as the person in this browser until 'Stop impersonating' (the server refuses admins). */
function ImpersonateButton({ user }: { user: AdminUser }) {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const impersonate = useImpersonate(user.id)
  return (
    <Button
      variant="secondary"
      size="sm"
      isPending={impersonate.isPending}
      onPress={() => impersonate.mutate(undefined, { onError: (error) => handleMutationError(error, { toasts, trans }) })}
    >
      <UserRound aria-hidden className="size-4" />
      {trans('Impersonate')}
    </Button>
  )
}

function UserPageSkeleton() {
  return (
    <div className="flex flex-col gap-6">
      <Skeleton className="h-4 w-16" />
      <div className="flex items-center gap-4">
        <Skeleton className="size-15" rounded="full" />
        <div className="flex flex-col gap-2">
          <Skeleton className="h-7 w-48" />
          <Skeleton className="h-4 w-64" />
        </div>
      </div>
      <Skeleton className="h-10 w-full max-w-xl" />
      <Skeleton className="h-64 max-w-3xl" />
    </div>
  )
}
