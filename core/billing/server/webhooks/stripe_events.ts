import db from '@adonisjs/lucid/services/db'
import type Stripe from 'stripe'
import { DateTime } from 'luxon'
import { sqlTime } from '../plans/plan_rows.js'
import { stripeClient } from '../gateways/stripe_client.js'
import { isUniqueViolation } from '#core/kernel/database/database_conflicts'
import { applyStripeSubscription } from '../subscriptions/stripe_subscriptions.js'
import { tellSubscriptionHolder } from './billing_emails.js'

/** A verified Stripe event as webhook_events.ts keeps it. */
export const stripeIncoming = (event: Stripe.Event) => ({ gateway: 'stripe' as const, id: event.id, type: event.type, created: event.created, payload: event })


const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
  'customer.subscription.trial_will_end',
])

/** The subscription an invoice bills (the API's newer `parent`, or the older top-level field). */
function invoiceSubscription(invoice: Stripe.Invoice): string | null {
  const fromParent = invoice.parent?.subscription_details?.subscription
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription
  const id = fromParent ?? legacy ?? null
  return typeof id === 'string' ? id : (id?.id ?? null)
}

/** Reads the subscription from Stripe (the latest truth) and stores it as news of `saidAt`. */
async function refreshSubscription(subscriptionId: string, saidAt: number) {
  const subscription = await (await stripeClient()).subscriptions.retrieve(subscriptionId)
  return applyStripeSubscription(subscription, saidAt, { fresh: true })
}

/** Who bought: the account our checkout session named, linked to its Stripe customer for later events. */
async function linkCustomer(session: Stripe.Checkout.Session) {
  const userId = Number(session.client_reference_id ?? session.metadata?.user_id)
  const customerId = typeof session.customer === 'string' ? session.customer : session.customer?.id
  if (!customerId || !Number.isInteger(userId) || !(await db.from('users').where('id', userId).first())) return
  const linked = await db.from('billing_customers').where('user_id', userId).first()
  if (!linked) {
    try {
      await db.insertQuery().table('billing_customers').insert({ user_id: userId, stripe_id: customerId, created_at: sqlTime(DateTime.utc()) })
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
    }
  }
}

/**
 * What an event changes. A subscription event carries the subscription as it
 * was when the event was made: stored unless the row holds newer news, and
 * read again from Stripe when it is news of the same second. Checkout and
 * invoice events only say "look at this subscription": it is read from
 * Stripe, so their order does not matter.
 */
export async function processStripeEvent(event: Stripe.Event) {
  if (SUBSCRIPTION_EVENTS.has(event.type)) {
    const subscription = event.data.object as Stripe.Subscription
    const outcome = await applyStripeSubscription(subscription, event.created)
    if (outcome === 'tie') await refreshSubscription(subscription.id, event.created)
    if (event.type === 'customer.subscription.deleted') await tellSubscriptionHolder('stripe', subscription.id, 'ended')
  } else if (event.type === 'checkout.session.completed') {
    const session = event.data.object as Stripe.Checkout.Session
    await linkCustomer(session)
    const subscriptionId = typeof session.subscription === 'string' ? session.subscription : session.subscription?.id
    if (subscriptionId) await refreshSubscription(subscriptionId, event.created)
  } else if (event.type === 'invoice.paid' || event.type === 'invoice.payment_failed') {
    const invoice = event.data.object as Stripe.Invoice
    const subscriptionId = invoiceSubscription(invoice)
    if (subscriptionId) {
      await refreshSubscription(subscriptionId, event.created)
      // An event is processed once (kept by its id), so each of these emails goes once.
      if (event.type === 'invoice.payment_failed') await tellSubscriptionHolder('stripe', subscriptionId, 'payment_failed')
      else if (invoice.billing_reason === 'subscription_cycle') await tellSubscriptionHolder('stripe', subscriptionId, 'renewed')
    }
  }
}
