import db from '@adonisjs/lucid/services/db'
import app from '@adonisjs/core/services/app'
import string from '@adonisjs/core/helpers/string'
import { appUrl } from '#config/app'
import { Notifier, SiteSettings } from '#core/kernel/module_services'
import { queueMail } from '#core/accounts/server/mail/send_mail_job'
import type { Gateway } from '../subscriptions/apply_subscription.js'
import { NOTIFICATION_OF } from '../notification_types.js'

/** What happened to a subscription that its holder hears about by email. */
export type BillingNotice = 'payment_failed' | 'renewed' | 'ended'

const NOTICES: Record<BillingNotice, { subject: (site: string) => string; lines: (site: string) => string[]; action: { label: string; path: string } }> = {
  payment_failed: {
    subject: (site) => `Your ${site} payment failed`,
    lines: (site) => [`We could not take the payment for your ${site} plan.`, 'We will try again over the next days. Update your payment method to keep your plan.'],
    action: { label: 'Update payment method', path: '/billing/change-payment-method' },
  },
  renewed: {
    subject: (site) => `Your ${site} plan was renewed`,
    lines: (site) => [`Thank you: your ${site} plan was renewed and paid.`, 'Your invoices are on your billing page.'],
    action: { label: 'See billing', path: '/billing' },
  },
  ended: {
    subject: (site) => `Your ${site} plan has ended`,
    lines: (site) => [`Your ${site} plan has ended and nothing more will be charged.`, 'You can subscribe again at any time.'],
    action: { label: 'See plans', path: '/pricing' },
  },
}

/**
 * Tells the holder of a gateway's subscription what happened (spec: payment
 * failed, renewal, cancellation): an email through the accounts module's
 * mail job, and a notification of the same words.
 */
export async function tellSubscriptionHolder(gateway: Gateway, gatewayId: string, notice: BillingNotice) {
  const holder = await db
    .from('billing_subscriptions')
    .join('users', 'users.id', 'billing_subscriptions.user_id')
    .where({ 'billing_subscriptions.gateway': gateway, 'billing_subscriptions.gateway_id': gatewayId })
    .select('users.id', 'users.email')
    .first()
  if (!holder) return
  const settings = await app.container.make(SiteSettings)
  const site = settings.get<string>('branding.site_name', 'Cadenza')
  const { subject, lines, action } = NOTICES[notice]
  const link = new URL(action.path, appUrl).toString()
  await queueMail(
    {
      to: holder.email,
      subject: subject(site),
      text: [...lines(site), `${action.label}: ${link}`].join('\n\n'),
      html:
        '<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">' +
        `<div style="max-width:480px;margin:0 auto;padding:24px"><h1 style="font-size:20px">${string.escapeHTML(site)}</h1>` +
        lines(site).map((line) => `<p style="margin:0 0 16px">${string.escapeHTML(line)}</p>`).join('') +
        `<a href="${string.escapeHTML(link)}" style="display:inline-block;padding:10px 18px;background:#1f2937;color:#fff;border-radius:6px;text-decoration:none">${action.label}</a>` +
        '</div></body></html>',
    },
    site
  )
  await (await app.container.make(Notifier)).notify([Number(holder.id)], NOTIFICATION_OF[notice], {
    lines: [
      { type: 'primary', icon: 'credit-card', content: subject(site) },
      { type: 'secondary', content: lines(site)[1] },
    ],
    mainAction: { action: action.path, label: action.label },
  })
}
