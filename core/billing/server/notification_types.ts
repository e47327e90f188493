import type { NotificationTypeDefinition } from '#core/kernel/contract'

/**
 * Billing's notification types: the in-app list and browser pushes. No email
 * channel: the billing emails (webhooks/billing_emails.ts) always go (they are about money), so
 * nobody gets two.
 */
export const NOTIFICATION_OF = { payment_failed: 'billing.payment_failed', renewed: 'billing.renewed', ended: 'billing.ended' } as const

export const BILLING_NOTIFICATION_TYPES: NotificationTypeDefinition[] = [
  { id: NOTIFICATION_OF.payment_failed, group: 'Billing', label: 'A payment for your plan failed', icon: 'credit-card', channels: { database: true, browser: true } },
  { id: NOTIFICATION_OF.renewed, group: 'Billing', label: 'Your plan was renewed', icon: 'credit-card', channels: { database: true, browser: true } },
  { id: NOTIFICATION_OF.ended, group: 'Billing', label: 'Your plan has ended', icon: 'credit-card', channels: { database: true, browser: true } },
]
