import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { useService } from '@web/kernel/services_context.js'
import type { ApiClient } from '@web/services/api_client.js'
import { API_CLIENT, BOOTSTRAP } from '@web/services/tokens.js'
import type {
  BillingSummaryResponse,
  ChangePlanResponse,
  PaymentGateway,
  Product,
  ProductsResponse,
  ProrationPreview,
  RedirectResponse,
} from '../shared/billing_types.js'

/** Query keys of billing's reads, in one place. */
export const BILLING_KEYS = {
  products: ['billing', 'products'] as const,
  summary: ['billing', 'summary'] as const,
}

/** What is on sale: the plans and the gateways checkout offers for them. */
export interface OnSale {
  products: Product[]
  gateways: PaymentGateway[]
}

/** GET billing/products: the plans the pricing page, checkout and change-plan show. */
export function productsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: BILLING_KEYS.products,
    queryFn: async (): Promise<OnSale> => {
      const answer = await api.get<ProductsResponse>('billing/products')
      return { products: answer.pagination.data, gateways: answer.gateways }
    },
    staleTime: 60_000,
  })
}

export function billingSummaryQuery(api: ApiClient) {
  return queryOptions({
    queryKey: BILLING_KEYS.summary,
    queryFn: () => api.get<BillingSummaryResponse>('billing/subscription'),
  })
}

/**
 * A change of subscription: its answer is the new summary and the person as
 * the bootstrap data shows them, swapped in so menus and guards follow.
 */
function useSubscriptionChange<Input>(
  send: (api: ApiClient, input: Input) => Promise<BillingSummaryResponse>
) {
  const api = useService(API_CLIENT)
  const bootstrap = useService(BOOTSTRAP)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: Input) => send(api, input),
    onSuccess: ({ user, ...summary }) => {
      queryClient.setQueryData(BILLING_KEYS.summary, summary)
      if (user) bootstrap.set({ ...bootstrap.getSnapshot(), user })
    },
  })
}

/** The done paths: the gateway's reference the page came back with (Stripe's checkout session, PayPal's subscription). */
export const useCompleteCheckout = (gateway: 'stripe' | 'paypal') =>
  useSubscriptionChange((api, reference: string) =>
    gateway === 'stripe'
      ? api.post<BillingSummaryResponse>('billing/checkout/stripe/complete', {
          session_id: reference,
        })
      : api.post<BillingSummaryResponse>('billing/checkout/paypal/complete', {
          subscription_id: reference,
        })
  )

export const useCancelSubscription = () =>
  useSubscriptionChange((api, reason: string) =>
    api.post<BillingSummaryResponse>('billing/subscription/cancel', { reason })
  )

export const useResumeSubscription = () =>
  useSubscriptionChange((api, _input: void) =>
    api.post<BillingSummaryResponse>('billing/subscription/resume')
  )

/** Changes plan; PayPal answers with its page where the subscriber approves the new price, where the browser goes. */
export const useChangePlan = () =>
  useSubscriptionChange(async (api, choice: PlanChoice) => {
    const answer = await api.post<ChangePlanResponse>('billing/change-plan', choice)
    if ('url' in answer) {
      window.location.assign(answer.url)
      return new Promise<never>(() => {})
    }
    return answer
  })

export interface PlanChoice {
  product_id: number
  price_id: number
}

export function prorationQuery(api: ApiClient, choice: PlanChoice) {
  return queryOptions({
    queryKey: ['billing', 'proration', choice.product_id, choice.price_id] as const,
    queryFn: () => api.post<ProrationPreview>('billing/change-plan/preview', choice),
    staleTime: 0,
  })
}

/** Calls that answer with a gateway page to send the browser to. */
export function useGatewayRedirect<Input>(path: string) {
  const api = useService(API_CLIENT)
  return useMutation({
    mutationFn: async (input: Input) => {
      const { url } = await api.post<RedirectResponse>(path, input ?? {})
      window.location.assign(url)
      return url
    },
  })
}
