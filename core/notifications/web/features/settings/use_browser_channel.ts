import { useState } from 'react'
import { useBootstrap } from '@web/bootstrap/use_bootstrap.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { API_CLIENT, TOAST_QUEUE } from '@web/services/tokens.js'
import { browserPermission, requestBrowserPermission } from '../../push/browser_permission.js'
import { pushSupported, registerPushSubscription, vapidPublicKey } from '../../push/push_subscription.js'
import type { NotificationChannel } from '../../../../kernel/shared/notifications.js'
import { channelUsed, type SelectionMatrix } from './selections.js'

/** The channel that shows notifications through the browser (Web Push). */
const BROWSER_CHANNEL: NotificationChannel = 'browser'

/**
 * The browser channel's rules on the settings page (spec section 4): turning
 * it on asks the browser's permission first; denied keeps it off and says
 * how to unblock it. Once saved with the channel on, this browser is
 * subscribed to Web Push so notifications reach it with the tab closed.
 */
export function useBrowserChannel(saved: SelectionMatrix) {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const toasts = useService(TOAST_QUEUE)
  const publicKey = vapidPublicKey(useBootstrap())
  // Said at once when the saved choices count on a browser that refuses them.
  const [blocked, setBlocked] = useState(() => browserPermission() === 'denied' && channelUsed(saved, BROWSER_CHANNEL))

  /** Whether `channel` may be turned on; for the browser channel, after the permission flow. */
  const turnOn = async (channel: NotificationChannel) => {
    if (channel !== BROWSER_CHANNEL) return true
    const permission = await requestBrowserPermission()
    setBlocked(permission === 'denied')
    return permission === 'granted'
  }

  const afterSave = async (matrix: SelectionMatrix) => {
    if (!channelUsed(matrix, BROWSER_CHANNEL) || browserPermission() !== 'granted') return
    if (!publicKey || !pushSupported()) return
    try {
      await registerPushSubscription(api, publicKey)
    } catch {
      // The preferences are saved; only this browser could not be reached (no push service, private window).
      toasts.danger(trans('This browser could not be set up to receive notifications.'))
    }
  }

  return { blocked, turnOn, afterSave }
}
