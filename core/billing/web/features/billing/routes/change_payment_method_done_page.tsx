import CircleCheck from 'lucide-react/icons/circle-check'
import { useTrans } from '@web/i18n/use_trans.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { ButtonLink } from '@web/ui/button.js'
import { BillingPage, SubscriberOnly } from '../subscriber_only.js'

/** /billing/change-payment-method/done: back from Stripe's page. */
export function Component() {
  const trans = useTrans()
  useDocumentTitle(trans('Payment method updated'))
  return (
    <SubscriberOnly>
      <BillingPage title={trans('Payment method updated')}>
        <section className="flex flex-col items-start gap-4 rounded-base border border-divider bg-paper p-6">
          <CircleCheck aria-hidden className="size-8 text-positive" />
          <p className="text-main">{trans('Your next payments use the payment method you chose.')}</p>
          <ButtonLink href="/billing" variant="primary">
            {trans('Back to billing')}
          </ButtonLink>
        </section>
      </BillingPage>
    </SubscriberOnly>
  )
}
