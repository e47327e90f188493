import { useEffect, useRef } from 'react'
import CircleAlert from 'lucide-react/icons/circle-alert'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { messageOf } from '@web/services/api_error.js'
import { isApiError } from '@web/services/api_error.js'
import { TOAST_QUEUE } from '@web/services/tokens.js'
import { ButtonLink } from '@web/ui/button.js'
import { Spinner } from '@web/ui/spinner.js'
import { useCompleteCheckout } from '../../../billing_api.js'
import { useBillingEnabled } from '../../../components/billing_enabled.js'

/** Where each gateway's page sends the buyer back with its reference. */
const REFERENCE_PARAM = { stripe: 'session_id', paypal: 'subscription_id' } as const

/**
 * /checkout/{productId}/{priceId}/stripe/done and …/paypal/done: back from
 * the gateway's page. The server reads the checkout from the gateway and
 * stores the subscription, then the subscriber lands on billing with the
 * plan's permissions.
 */
export function Component() {
  const { pathname } = useLocation()
  return <Confirmation gateway={pathname.endsWith('/paypal/done') ? 'paypal' : 'stripe'} />
}

function Confirmation({ gateway }: { gateway: 'stripe' | 'paypal' }) {
  useBillingEnabled()
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const complete = useCompleteCheckout(gateway)
  const started = useRef(false)
  useDocumentTitle(trans('Confirming your payment'))

  useEffect(() => {
    if (started.current) return
    started.current = true
    complete.mutate(params.get(REFERENCE_PARAM[gateway]) ?? '', {
      onSuccess: () => {
        toasts.positive(trans('Thanks for subscribing!'))
        void navigate('/billing', { replace: true })
      },
    })
  }, [complete, gateway, params, navigate, toasts, trans])

  return (
    <div className="mx-auto flex w-full max-w-md flex-col items-center px-4 pt-24 pb-20 text-center">
      {complete.isError ? (
        <>
          <CircleAlert aria-hidden className="size-10 text-danger" />
          <h1 className="mt-4 text-xl font-semibold text-main">
            {trans('We could not confirm your payment')}
          </h1>
          <p className="mt-2 text-sm text-muted">
            {(isApiError(complete.error) && messageOf(complete.error.body)) ||
              trans('There was an issue. Please try again.')}
          </p>
          <ButtonLink href="/pricing" variant="primary" className="mt-6">
            {trans('Back to plans')}
          </ButtonLink>
        </>
      ) : (
        <>
          <Spinner className="size-10 text-primary" label={trans('Loading')} />
          <h1 className="mt-6 text-xl font-semibold text-main">
            {trans('Confirming your payment…')}
          </h1>
          <p className="mt-2 text-sm text-muted">{trans('This takes a few seconds.')}</p>
        </>
      )}
    </div>
  )
}
