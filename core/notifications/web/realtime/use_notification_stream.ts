import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useCurrentUser } from '@web/bootstrap/use_bootstrap.js'
import { useService } from '@web/kernel/services_context.js'
import { API_CLIENT, BOOTSTRAP } from '@web/services/tokens.js'
import { notificationsChannel, type NotificationsChannelEvent } from '../../../kernel/shared/notifications.js'
import { NOTIFICATION_KEYS, notificationsQuery } from '../notifications_api.js'
import { setUnreadCount } from '../unread_count.js'

/**
 * Follows the signed-in person's notification channel (Server-Sent Events
 * through @adonisjs/transmit) while the app shows the bell: a new
 * notification or one read elsewhere updates the count at once and the list
 * at its next look (at once when it is on screen). After a lost connection
 * the list and count are fetched again, so nothing sent meanwhile is missed.
 */
export function useNotificationStream() {
  const userId = useCurrentUser()?.id
  const api = useService(API_CLIENT)
  const bootstrap = useService(BOOTSTRAP)
  const queryClient = useQueryClient()

  useEffect(() => {
    if (userId === undefined) return
    let stopped = false
    let stop = () => {}
    const refreshList = () => queryClient.invalidateQueries({ queryKey: NOTIFICATION_KEYS.list })

    // The client is fetched with the bell's code, after the page is up.
    void import('@adonisjs/transmit-client').then(({ Transmit }) => {
      if (stopped) return
      // 0: never give up; the browser's EventSource retries on its own after a dropped connection.
      const transmit = new Transmit({ baseUrl: window.location.origin, maxReconnectAttempts: 0 })
      const subscription = transmit.subscription(notificationsChannel(userId))
      const unlisten = subscription.onMessage<NotificationsChannelEvent>((event) => {
        setUnreadCount(bootstrap, event.unread_count)
        void refreshList()
      })
      let lost = false
      const onLost = () => {
        lost = true
      }
      const onConnected = () => {
        if (!lost) return
        lost = false
        // What came while the connection was down is in the database: the list's fetch brings it and the count.
        void queryClient.fetchInfiniteQuery({ ...notificationsQuery(api, bootstrap), staleTime: 0 }).catch(() => {})
      }
      transmit.on('disconnected', onLost)
      transmit.on('connected', onConnected)
      // What was sent before the subscription was ready (the page's first list came earlier) would be lost: fetch it once more.
      const catchUp = () => void queryClient.fetchInfiniteQuery({ ...notificationsQuery(api, bootstrap), staleTime: 0 }).catch(() => {})
      void subscription.create().then(catchUp, () => {})
      stop = () => {
        unlisten()
        transmit.off('disconnected', onLost)
        transmit.off('connected', onConnected)
        void subscription.delete().catch(() => {})
        transmit.close()
      }
    })
    return () => {
      stopped = true
      stop()
    }
  }, [userId, api, bootstrap, queryClient])
}
