import { definePlugin } from '#core/kernel/contract'
import type { NotificationsBootstrap } from '#core/kernel/shared/notifications'
import { notificationRoutes, realtimeRoutes } from './server/routes.js'
import { vapidKeys } from './server/push/vapid_keys.js'

/**
 * Notifications: any module declares its types (manifest `notifications`)
 * and sends them through the kernel's Notifier; each person picks the
 * channels of each type (in-app list, email, browser push). New ones reach
 * the person's open tabs at once (Server-Sent Events through transmit,
 * across nodes on Redis).
 */
export default definePlugin({
  id: 'notifications',
  name: 'Notifications',
  description: 'In-app, email and browser notifications, in real time.',
  services: () => import('./server/module_services.js'),
  routes: notificationRoutes,
  rootRoutes: realtimeRoutes,
  jobs: [
    () => import('./server/jobs/fan_out_notification_job.js'),
    () => import('./server/jobs/deliver_notification_batch_job.js'),
    () => import('./server/jobs/send_browser_pushes_job.js'),
    () => import('./server/jobs/send_notification_emails_job.js'),
  ],
  bootstrap: (): NotificationsBootstrap => ({ vapidPublicKey: vapidKeys().publicKey }),
  // The bell and its panel, /notifications and /notifications/settings; Web Push in the service worker.
  web: 'web/index.ts',
  serviceWorker: 'web/service_worker.ts',
  lang: 'lang',
})
