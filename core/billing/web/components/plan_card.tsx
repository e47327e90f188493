import type { ReactNode } from 'react'
import Check from 'lucide-react/icons/check'
import { useBootstrap } from '@web/bootstrap/use_bootstrap.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { cx } from '@web/ui/cx.js'
import type { Price, Product } from '../../shared/billing_types.js'
import { cardAmount } from '../../shared/pricing.js'
import { formatMoney } from './money.js'

/**
 * One plan on the pricing page or change-plan (DESIGN.md, Pricing): name,
 * price large with its period (spec section 9: amount / interval_count),
 * the feature list with checks and one action; the recommended plan raised
 * with its badge.
 */
export function PlanCard({ product, price, action }: { product: Product; price: Price | null; action: ReactNode }) {
  const trans = useTrans()
  const { i18n } = useBootstrap()
  const perInterval = { day: trans('per day'), month: trans('per month'), year: trans('per year') }
  const billedEvery = ({ amount, currency, interval, interval_count: count }: Price) => {
    const values = { amount: formatMoney(i18n.language || 'en', amount, currency), count }
    if (interval === 'day') return trans('Billed :amount every :count days', values)
    return interval === 'month' ? trans('Billed :amount every :count months', values) : trans('Billed :amount every :count years', values)
  }
  return (
    <article
      aria-label={product.name}
      className={cx(
        'relative flex w-full flex-col rounded-base border bg-paper p-6 md:p-7',
        product.recommended ? 'border-primary shadow-xl shadow-primary/10 lg:-translate-y-3' : 'border-divider'
      )}
    >
      {product.recommended && (
        <span className="absolute -top-3 left-6 rounded-full bg-primary px-3 py-1 text-xs font-bold tracking-wide text-on-primary uppercase">{trans('Recommended')}</span>
      )}
      <h2 className="text-lg font-semibold text-main">{product.name}</h2>
      {product.description && <p className="mt-1 min-h-10 text-sm text-muted">{product.description}</p>}
      <div className="mt-5 flex items-baseline gap-2">
        {product.free || !price ? (
          <span className="text-4xl font-extrabold tracking-tight text-main">{trans('Free')}</span>
        ) : (
          <>
            <span className="text-4xl font-extrabold tracking-tight text-main tabular-nums">{formatMoney(i18n.language || 'en', cardAmount(price), price.currency)}</span>
            <span className="text-sm text-muted">{perInterval[price.interval]}</span>
          </>
        )}
      </div>
      {price && price.interval_count > 1 && (
        <p className="mt-1 text-xs text-muted">
          {billedEvery(price)}
        </p>
      )}
      <div className="mt-6">{action}</div>
      {product.feature_list.length > 0 && (
        <ul className="mt-6 flex flex-col gap-3 border-t border-divider pt-6 text-sm text-main">
          {product.feature_list.map((feature) => (
            <li key={feature} className="flex gap-3">
              <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      )}
    </article>
  )
}

export function PlanCardsSkeleton() {
  return (
    <div aria-busy className="grid gap-6 md:grid-cols-3">
      {[0, 1, 2].map((index) => (
        <div key={index} className="h-96 animate-pulse rounded-base bg-paper" />
      ))}
    </div>
  )
}

/** Cards side by side (stacked on mobile), as many columns as plans up to four. */
export function PlanGrid({ count, children }: { count: number; children: ReactNode }) {
  const columns = count >= 4 ? 'lg:grid-cols-4' : count === 3 ? 'lg:grid-cols-3' : count === 2 ? 'md:grid-cols-2' : ''
  return <div className={cx('mx-auto grid items-start gap-6', columns, count <= 2 ? 'max-w-3xl' : 'max-w-6xl')}>{children}</div>
}
