/**
 * The pricing page's arithmetic (spec sections 5 and 9), pure so the server,
 * the page and the unit tests share one copy.
 */
import type { Price, Product } from './billing_types.js'

/** Spec section 9: a yearly price is 12 months or more, or 1 year or more. */
export function isYearly(price: Pick<Price, 'interval' | 'interval_count'>) {
  return (price.interval === 'month' && price.interval_count >= 12) || (price.interval === 'year' && price.interval_count >= 1)
}

/** Spec section 9: a monthly price is 30 days or more, or 1 month or more (and not yearly). */
export function isMonthly(price: Pick<Price, 'interval' | 'interval_count'>) {
  if (isYearly(price)) return false
  return (price.interval === 'day' && price.interval_count >= 30) || (price.interval === 'month' && price.interval_count >= 1)
}

export type BillingPeriod = 'yearly' | 'monthly'

/** The price a card shows for the toggle's period: the first matching one. */
export function priceFor(product: Pick<Product, 'prices'>, period: BillingPeriod): Price | null {
  return product.prices.find(period === 'yearly' ? isYearly : isMonthly) ?? null
}

/** Spec section 9: the card shows amount / interval_count (a 12-month price shows one month's share). */
export function cardAmount(price: Pick<Price, 'amount' | 'interval_count'>) {
  return price.amount / Math.max(price.interval_count, 1)
}

/**
 * Spec section 5: per visible plan, (12 x monthly - yearly) / (12 x monthly),
 * rounded to a percent; counted only between 1 and 200; the largest shown.
 * Null when no plan saves anything.
 */
export function yearlySavingsPercent(products: Array<Pick<Product, 'hidden' | 'prices'>>): number | null {
  let best: number | null = null
  for (const product of products) {
    if (product.hidden) continue
    const monthly = priceFor(product, 'monthly')
    const yearly = priceFor(product, 'yearly')
    if (!monthly || !yearly || monthly.amount <= 0) continue
    const percent = Math.round(((12 * monthly.amount - yearly.amount) / (12 * monthly.amount)) * 100)
    if (percent >= 1 && percent <= 200 && (best === null || percent > best)) best = percent
  }
  return best
}

/** Currencies without a minor unit: amounts go to gateways as they are. */
const ZERO_DECIMAL = new Set(['BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF'])

export function minorUnitsPerMajor(currency: string) {
  return ZERO_DECIMAL.has(currency.toUpperCase()) ? 1 : 100
}

/** 9.99 USD -> 999; 1000 JPY -> 1000. */
export function toMinor(amount: number, currency: string) {
  return Math.round(amount * minorUnitsPerMajor(currency))
}

export function fromMinor(minor: number, currency: string) {
  return minor / minorUnitsPerMajor(currency)
}
