import CreditCard from 'lucide-react/icons/credit-card'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { handleMutationError } from '@web/services/mutation_errors.js'
import { TOAST_QUEUE } from '@web/services/tokens.js'
import { Button } from '@web/ui/button.js'
import { useGatewayRedirect } from '../../../billing_api.js'
import { BillingPage, SubscriberOnly } from '../subscriber_only.js'

/** /billing/change-payment-method: the card is changed on Stripe's page, which comes back to the done path. */
export function Component() {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const open = useGatewayRedirect<void>('billing/payment-method')
  useDocumentTitle(trans('Change payment method'))
  return (
    <SubscriberOnly>
      <BillingPage title={trans('Change payment method')}>
        <section className="flex flex-col items-start gap-4 rounded-base border border-divider bg-paper p-6">
          <CreditCard aria-hidden className="size-8 text-primary" />
          <p className="text-main">{trans('You change your card on Stripe’s secure page; your next payments use the new one.')}</p>
          <Button variant="primary" isPending={open.isPending || open.isSuccess} onPress={() => open.mutate(undefined, { onError: (error) => handleMutationError(error, { toasts, trans }) })}>
            {trans('Continue to Stripe')}
          </Button>
        </section>
      </BillingPage>
    </SubscriberOnly>
  )
}
