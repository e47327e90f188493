import type { DateTime } from 'luxon'
import type { GatewayName, Invoice, PaymentMethod, ProrationPreview } from '../../shared/billing_types.js'
import type { StoredSubscription } from '../subscriptions/subscription_state.js'
import type { PriceRow, ProductRow } from '../plans/plan_rows.js'

/** A billing_subscriptions row. */
export type SubscriptionRow = StoredSubscription & Record<string, any> & { id: number; user_id: number; gateway: GatewayName; gateway_id: string; gateway_updated_at: number | string }

/**
 * What the billing pages and the admin do to a subscription, on the gateway
 * that holds it. Each call changes the subscription there first, then stores
 * the gateway's answer as the freshest news of the row (so a later webhook
 * about the same change is a no-op, and an older one cannot undo it).
 */
export interface SubscriptionGateway {
  name: GatewayName
  /** Reads the subscription from the gateway and stores it. */
  refresh(row: SubscriptionRow): Promise<void>
  cancelAtPeriodEnd(row: SubscriptionRow, reason: string): Promise<void>
  /** Undoes a cancellation at period end while the period lasts. */
  resume(row: SubscriptionRow): Promise<void>
  previewPlanChange(row: SubscriptionRow, product: ProductRow, price: PriceRow): Promise<ProrationPreview>
  /**
   * Moves the subscription to another price: prorated now when the
   * subscriber asks, from the next payment when an admin does. PayPal has
   * the subscriber approve a new price on its site: its page is returned.
   */
  changePlan(row: SubscriptionRow, product: ProductRow, price: PriceRow, by: 'subscriber' | 'admin'): Promise<{ approveUrl: string } | null>
  /** Moves the next payment (and the end of the paid period) to `until`, charging nothing for the time given. */
  extend(row: SubscriptionRow, until: DateTime): Promise<void>
  /** The gateway's page where the subscriber changes how they pay. */
  paymentMethodUrl(row: SubscriptionRow): Promise<string>
  /** The billing page's invoices and payment method (empty when the gateway cannot be reached). */
  accountDetails(row: SubscriptionRow | null, userId: number): Promise<{ invoices: Invoice[]; paymentMethod: PaymentMethod | null }>
}
