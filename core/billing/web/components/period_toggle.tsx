import { ToggleButton, ToggleButtonGroup } from 'react-aria-components'
import { useTrans } from '@web/i18n/use_trans.js'
import type { BillingPeriod } from '../../shared/pricing.js'

/** Yearly / monthly, yearly first (spec section 2), with the savings hint beside it (spec section 5). */
export function PeriodToggle({ period, onChange, savings }: { period: BillingPeriod; onChange: (period: BillingPeriod) => void; savings: number | null }) {
  const trans = useTrans()
  const option = 'flex h-9 items-center rounded-full px-5 text-sm font-semibold text-muted transition outline-none data-focus-visible:ring-2 data-focus-visible:ring-primary data-hovered:text-main data-selected:bg-primary data-selected:text-on-primary'
  return (
    <div className="flex flex-wrap items-center justify-center gap-3">
      <ToggleButtonGroup
        aria-label={trans('Billing period')}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[period]}
        onSelectionChange={(keys) => onChange([...keys][0] as BillingPeriod)}
        className="inline-flex rounded-full bg-chip p-1"
      >
        <ToggleButton id="yearly" className={option}>
          {trans('Yearly')}
        </ToggleButton>
        <ToggleButton id="monthly" className={option}>
          {trans('Monthly')}
        </ToggleButton>
      </ToggleButtonGroup>
      {savings !== null && <span className="rounded-full bg-positive/15 px-3 py-1 text-sm font-semibold text-positive">{trans('Save up to :percent%', { percent: savings })}</span>}
    </div>
  )
}
