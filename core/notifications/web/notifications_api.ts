import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query'
import { useService } from '@web/kernel/services_context.js'
import type { ApiClient } from '@web/services/api_client.js'
import type { BootstrapStore } from '@web/services/bootstrap_store.js'
import { API_CLIENT, BOOTSTRAP } from '@web/services/tokens.js'
import {
  NOTIFICATIONS_PER_PAGE,
  type NotificationItem,
  type NotificationSubscriptionPayload,
  type NotificationsPage,
} from '../../kernel/shared/notifications.js'
import { setUnreadCount } from './unread_count.js'

export const NOTIFICATION_KEYS = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
  subscriptions: ['notifications', 'subscriptions'] as const,
}

/**
 * GET notifications, newest first, 30 a page (spec section 9). The panel and
 * the /notifications page read the same cache, so marking an item read in
 * one shows in the other. Each page carries the unread count, which the bell
 * follows: a refetch (after a lost connection) brings both up to date.
 */
export function notificationsQuery(api: ApiClient, bootstrap: BootstrapStore) {
  return infiniteQueryOptions({
    queryKey: NOTIFICATION_KEYS.list,
    queryFn: async ({ pageParam, signal }) => {
      const page = await api.get<NotificationsPage>('notifications', {
        signal,
        query: { page: pageParam, perPage: NOTIFICATIONS_PER_PAGE },
      })
      setUnreadCount(bootstrap, page.unread_count)
      return page
    },
    initialPageParam: 1,
    getNextPageParam: (last: NotificationsPage) => last.pagination.next_page ?? undefined,
  })
}

/** The list as the panel and the page show it. */
export function useNotifications() {
  return useInfiniteQuery(notificationsQuery(useService(API_CLIENT), useService(BOOTSTRAP)))
}

export function subscriptionsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: NOTIFICATION_KEYS.subscriptions,
    queryFn: () => api.get<NotificationSubscriptionPayload>('notifications/me/subscriptions'),
  })
}

type ListData = InfiniteData<NotificationsPage, number>

/** Sets read_at on the cached items `ids` names (all of them when `ids` is 'all'). */
function markCachedRead(queryClient: QueryClient, ids: string[] | 'all', readAt: string) {
  const marks = (item: NotificationItem) => !item.read_at && (ids === 'all' || ids.includes(item.id))
  queryClient.setQueryData<ListData>(NOTIFICATION_KEYS.list, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            pagination: {
              ...page.pagination,
              data: page.pagination.data.map((item) => (marks(item) ? { ...item, read_at: readAt } : item)),
            },
          })),
        }
      : data
  )
}

/**
 * After the server counted what is left unread: the count follows, and when
 * nothing is left the list is fetched again (spec section 7), so items read
 * elsewhere show as read here too.
 */
function useApplyUnreadCount() {
  const bootstrap = useService(BOOTSTRAP)
  const queryClient = useQueryClient()
  return (unreadCount: number) => {
    setUnreadCount(bootstrap, unreadCount)
    if (unreadCount === 0) void queryClient.invalidateQueries({ queryKey: NOTIFICATION_KEYS.list })
  }
}

/** POST notifications/mark-as-read { ids } -> { unreadCount }; the items show as read at once. */
export function useMarkAsRead() {
  const api = useService(API_CLIENT)
  const queryClient = useQueryClient()
  const applyUnreadCount = useApplyUnreadCount()
  return useMutation({
    mutationFn: (ids: string[]) => api.post<{ unreadCount: number }>('notifications/mark-as-read', { ids }),
    onMutate: (ids) => markCachedRead(queryClient, ids, new Date().toISOString()),
    onSuccess: ({ unreadCount }) => applyUnreadCount(unreadCount),
    onError: () => queryClient.invalidateQueries({ queryKey: NOTIFICATION_KEYS.list }),
  })
}

/** Marks every notification of the person read, loaded or not. */
export function useMarkAllAsRead() {
  const api = useService(API_CLIENT)
  const bootstrap = useService(BOOTSTRAP)
  const queryClient = useQueryClient()
  const applyUnreadCount = useApplyUnreadCount()
  return useMutation({
    mutationFn: () => api.post<{ unreadCount: number }>('notifications/mark-all-as-read'),
    onMutate: () => {
      markCachedRead(queryClient, 'all', new Date().toISOString())
      setUnreadCount(bootstrap, 0)
    },
    onSuccess: ({ unreadCount }) => applyUnreadCount(unreadCount),
    onError: () => queryClient.invalidateQueries({ queryKey: NOTIFICATION_KEYS.list }),
  })
}

/** PUT notifications/me/subscriptions { selections } -> the subscription payload. */
export function useSaveSubscriptions() {
  const api = useService(API_CLIENT)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (selections: NotificationSubscriptionPayload['user_selections']) =>
      api.put<NotificationSubscriptionPayload>('notifications/me/subscriptions', { selections }),
    onSuccess: (payload) => queryClient.setQueryData(NOTIFICATION_KEYS.subscriptions, payload),
  })
}
