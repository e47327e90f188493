/**
 * A local stand-in for Stripe: a real HTTP server that the real `stripe` SDK
 * talks to (its `host`, `port` and `protocol` options point at it), speaking
 * the form-encoded v1 API for the calls Cadenza makes: customers, products,
 * prices, checkout sessions, billing portal sessions, subscriptions (update,
 * cancel, the proration preview of `invoices/create_preview`), invoices and
 * payment methods. It keeps its objects in memory, refuses requests without
 * the secret key as Stripe does (401 with Stripe's error body), and sends
 * webhook events signed the way Stripe signs them (the SDK's own
 * `generateTestHeaderString`), so the app's signature check is the real one.
 *
 * Its hosted checkout page (`/pay/<session id>`) is a tiny form with a Pay
 * button that a browser test clicks: paying creates the customer's
 * subscription and its paid invoice, sends checkout.session.completed,
 * customer.subscription.created and invoice.paid, then redirects to the
 * session's success_url.
 *
 *   const stripe = await StripeServer.start()
 *   stripe.webhookUrl = `${appUrl}/api/v1/billing/webhooks/stripe`
 *   ... new Stripe(STRIPE_SECRET_KEY, stripe.sdkOptions) ...
 *   await stripe.stop()
 */
import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import Stripe from 'stripe'
import { LocalHttpStandIn } from './local_http_stand_in.js'

export const STRIPE_SECRET_KEY = 'sk_test_cadenza'
export const STRIPE_WEBHOOK_SECRET = 'whsec_cadenza'

type StripeObject = Record<string, any>
type FormValue = string | FormValue[] | { [key: string]: FormValue }

const DAY = 86_400

/** Seconds of one billing period, as Stripe counts a price's interval (months as 30 days here). */
function periodSeconds(price: StripeObject) {
  const unit = { day: DAY, week: 7 * DAY, month: 30 * DAY, year: 365 * DAY }[price.recurring.interval as string] ?? 30 * DAY
  return unit * (price.recurring.interval_count ?? 1)
}

/**
 * Stripe's form encoding: `a[b][0][c]=1` nests objects and arrays (the SDK
 * writes arrays with indexes). Values stay strings, as Stripe receives them.
 */
export function parseStripeForm(body: string): Record<string, FormValue> {
  const root: Record<string, any> = {}
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[')
    let node: any = root
    path.forEach((part, index) => {
      const last = index === path.length - 1
      const nextIsIndex = !last && /^\d*$/.test(path[index + 1])
      const slot = part === '' && Array.isArray(node) ? node.length : part
      if (last) node[slot] = value
      else node = node[slot] ??= nextIsIndex ? [] : {}
    })
  }
  return root
}

class StripeError extends Error {
  constructor(
    public status: number,
    message: string,
    public type = 'invalid_request_error',
    public param?: string
  ) {
    super(message)
  }
}

export class StripeServer extends LocalHttpStandIn {
  customers = new Map<string, StripeObject>()
  products = new Map<string, StripeObject>()
  prices = new Map<string, StripeObject>()
  checkoutSessions = new Map<string, StripeObject>()
  portalSessions = new Map<string, StripeObject>()
  subscriptions = new Map<string, StripeObject>()
  invoices = new Map<string, StripeObject>()
  paymentMethods = new Map<string, StripeObject>()
  /** Every event created, oldest first, whether or not it was delivered. */
  events: StripeObject[] = []
  /** Every API request received: method, path and parsed form or query. */
  requests: Array<{ method: string; path: string; params: Record<string, FormValue> }> = []
  /** Where events are posted (the app's webhook endpoint); unset, events are only kept. */
  webhookUrl: string | null = null
  webhookSecret = STRIPE_WEBHOOK_SECRET
  /** Answers of the deliveries, oldest first. */
  deliveries: Array<{ event: string; status: number }> = []
  /** The Unix time the server pretends it is; tests move it with `advanceClock`. */
  now = Math.floor(Date.now() / 1000)

  #counter = 0
  /** Events that API calls sent on their own (as Stripe does, after answering); `settled()` waits for them. */
  #sending = new Set<Promise<unknown>>()
  #signer = new Stripe(STRIPE_SECRET_KEY)

  static async start() {
    const stripe = new StripeServer()
    await stripe.listen((request, response) => stripe.#handle(request, response))
    return stripe
  }

  /** Options of `new Stripe(key, options)` that send the SDK here. */
  get sdkOptions() {
    return { host: '127.0.0.1', port: this.port, protocol: 'http' as const, maxNetworkRetries: 0 }
  }

  id(prefix: string) {
    return `${prefix}_${(++this.#counter).toString(36).padStart(4, '0')}${randomBytes(6).toString('hex')}`
  }

  advanceClock(seconds: number) {
    this.now += seconds
  }

  // ---- What a test (or the hosted page) does on Stripe's side ----

  /** Pays a checkout session as the hosted page's Pay button does; returns the subscription. */
  async completeCheckout(sessionId: string, options: { card?: string } = {}) {
    const session = this.#found(this.checkoutSessions, sessionId, 'checkout session')
    if (session.status !== 'open') throw new StripeError(400, 'This Checkout Session is no longer open.')
    const customer = this.#customerOf(session)
    const paymentMethod = this.#store(this.paymentMethods, {
      id: this.id('pm'),
      object: 'payment_method',
      type: 'card',
      customer: customer.id,
      card: { brand: 'visa', last4: (options.card ?? '4242424242424242').slice(-4), exp_month: 12, exp_year: 2034 },
      created: this.now,
    })
    customer.invoice_settings = { default_payment_method: paymentMethod.id }
    const price = this.#found(this.prices, session.line_items[0].price, 'price')
    const trialDays = Number(session.subscription_data?.trial_period_days ?? 0)
    const subscription = this.#store(this.subscriptions, {
      id: this.id('sub'),
      object: 'subscription',
      customer: customer.id,
      status: trialDays > 0 ? 'trialing' : 'active',
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      cancellation_details: { comment: null, feedback: null, reason: null },
      created: this.now,
      start_date: this.now,
      trial_end: trialDays > 0 ? this.now + trialDays * DAY : null,
      default_payment_method: paymentMethod.id,
      metadata: { ...(session.subscription_data?.metadata ?? {}), ...(session.metadata ?? {}) },
      items: { object: 'list', data: [] as StripeObject[] },
      latest_invoice: null,
    })
    this.#setItem(subscription, price, trialDays > 0 ? this.now + trialDays * DAY : this.now + periodSeconds(price))
    session.status = 'complete'
    session.payment_status = 'paid'
    session.customer = customer.id
    session.subscription = subscription.id
    const invoice = this.#invoice(subscription, trialDays > 0 ? 0 : price.unit_amount, 'subscription_create')
    this.#pay(invoice)
    await this.emit('checkout.session.completed', session)
    await this.emit('customer.subscription.created', subscription)
    await this.emit('invoice.paid', invoice)
    return subscription
  }

  /**
   * The period ends: Stripe tries the renewal. Paid, the subscription runs on
   * (invoice.paid); refused, it turns past_due (invoice.payment_failed).
   */
  async renew(subscriptionId: string, outcome: 'paid' | 'failed' = 'paid') {
    const subscription = this.#found(this.subscriptions, subscriptionId, 'subscription')
    const item = subscription.items.data[0]
    const price = this.#found(this.prices, item.price.id, 'price')
    if (subscription.cancel_at_period_end) {
      this.#end(subscription, 'cancellation_requested')
      await this.emit('customer.subscription.deleted', subscription)
      return subscription
    }
    const invoice = this.#invoice(subscription, price.unit_amount, 'subscription_cycle')
    if (outcome === 'paid') {
      this.#pay(invoice)
      subscription.status = 'active'
      this.#setItem(subscription, price, item.current_period_end + periodSeconds(price), item.current_period_end)
      await this.emit('invoice.paid', invoice)
    } else {
      invoice.attempt_count = 1
      subscription.status = 'past_due'
      await this.emit('invoice.payment_failed', invoice)
    }
    await this.emit('customer.subscription.updated', subscription)
    return subscription
  }

  /** Stripe gives up on a past_due subscription's invoice: it turns unpaid. */
  async markUnpaid(subscriptionId: string) {
    const subscription = this.#found(this.subscriptions, subscriptionId, 'subscription')
    subscription.status = 'unpaid'
    await this.emit('customer.subscription.updated', subscription)
    return subscription
  }

  /** Creates an event about a snapshot of `object` and posts it to `webhookUrl` when set. */
  async emit(type: string, object: StripeObject) {
    const event = {
      id: this.id('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: this.now,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: structuredClone(object) },
    }
    this.events.push(event)
    if (this.webhookUrl) await this.deliver(event)
    return event
  }

  /** Posts one event (again, for duplicates) signed with the webhook secret; returns the status. */
  async deliver(event: StripeObject, secret = this.webhookSecret) {
    const payload = JSON.stringify(event)
    const signature = this.#signer.webhooks.generateTestHeaderString({ payload, secret })
    const response = await fetch(this.webhookUrl!, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature, 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
      body: payload,
    })
    await response.arrayBuffer()
    this.deliveries.push({ event: event.id, status: response.status })
    return response.status
  }

  /** Waits until the events API calls sent have been delivered. */
  async settled() {
    while (this.#sending.size) await Promise.allSettled([...this.#sending])
  }

  #later(delivery: Promise<unknown>) {
    this.#sending.add(delivery)
    void delivery.catch(() => {}).finally(() => this.#sending.delete(delivery))
  }

  // ---- HTTP ----

  async #handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', this.origin)
    const body = await new Promise<string>((resolve) => {
      let text = ''
      request.on('data', (chunk) => (text += chunk))
      request.on('end', () => resolve(text))
    })
    try {
      if (url.pathname.startsWith('/pay/')) return await this.#hostedCheckout(request.method ?? 'GET', url, response)
      const auth = request.headers.authorization ?? ''
      if (auth !== `Bearer ${STRIPE_SECRET_KEY}`) {
        throw new StripeError(401, `Invalid API Key provided: ${auth.replace(/^Bearer /, '').slice(0, 8)}****`)
      }
      const params = request.method === 'GET' || request.method === 'DELETE' ? parseStripeForm(url.search.slice(1)) : parseStripeForm(body)
      this.requests.push({ method: request.method ?? 'GET', path: url.pathname, params })
      const answer = this.#route(request.method ?? 'GET', url.pathname, params as StripeObject)
      response.writeHead(200, { 'content-type': 'application/json', 'request-id': this.id('req') })
      response.end(JSON.stringify(answer))
    } catch (error) {
      const failure = error instanceof StripeError ? error : new StripeError(500, String(error), 'api_error')
      response.writeHead(failure.status, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ error: { type: failure.type, message: failure.message, param: failure.param } }))
    }
  }

  #route(method: string, path: string, params: StripeObject): StripeObject {
    // Two-word resources (checkout/sessions) and collection actions (invoices/create_preview) are one name.
    const match = /^\/v1\/(checkout\/sessions|billing_portal\/sessions|invoices\/create_preview|[a-z_]+)(?:\/([^/]+))?(?:\/([a-z_]+))?$/.exec(path)
    if (!match) throw new StripeError(404, `Unrecognized request URL (${method}: ${path}).`)
    const [, resource, id, action] = match
    const key = `${method} ${resource}${id ? '/:id' : ''}${action ? '/' + action : ''}`
    switch (key) {
      case 'POST customers':
        return this.#store(this.customers, { id: this.id('cus'), object: 'customer', email: params.email ?? null, name: params.name ?? null, metadata: params.metadata ?? {}, invoice_settings: { default_payment_method: null }, created: this.now })
      case 'GET customers': {
        const data = [...this.customers.values()].filter((customer) => !params.email || customer.email === params.email)
        return { object: 'list', url: '/v1/customers', has_more: false, data: data.slice(0, Number(params.limit ?? 10)) }
      }
      case 'GET customers/:id':
        return this.#found(this.customers, id, 'customer')
      case 'POST customers/:id':
        return Object.assign(this.#found(this.customers, id, 'customer'), this.#plain(params))
      case 'POST products':
        return this.#store(this.products, { id: params.id ?? this.id('prod'), object: 'product', active: params.active !== 'false', name: this.#required(params, 'name'), description: params.description ?? null, metadata: params.metadata ?? {}, created: this.now, updated: this.now })
      case 'GET products/:id':
        return this.#found(this.products, id, 'product')
      case 'POST products/:id': {
        const product = this.#found(this.products, id, 'product')
        if (params.active !== undefined) product.active = params.active === 'true'
        for (const field of ['name', 'description']) if (params[field] !== undefined) product[field] = params[field] || null
        if (params.metadata) product.metadata = { ...product.metadata, ...params.metadata }
        product.updated = this.now
        return product
      }
      case 'POST prices': {
        const product = this.#found(this.products, this.#required(params, 'product'), 'product', 'product')
        const interval = this.#required(params, 'recurring')?.interval
        if (!['day', 'week', 'month', 'year'].includes(interval)) throw new StripeError(400, 'Invalid recurring[interval]', 'invalid_request_error', 'recurring[interval]')
        return this.#store(this.prices, {
          id: this.id('price'),
          object: 'price',
          active: true,
          product: product.id,
          currency: this.#required(params, 'currency').toLowerCase(),
          unit_amount: Number(this.#required(params, 'unit_amount')),
          recurring: { interval, interval_count: Number(params.recurring.interval_count ?? 1) },
          type: 'recurring',
          metadata: params.metadata ?? {},
          created: this.now,
        })
      }
      case 'GET prices/:id':
        return this.#found(this.prices, id, 'price')
      case 'POST prices/:id': {
        // A price's amount and interval are fixed once created, as on Stripe: only these change.
        const price = this.#found(this.prices, id, 'price')
        for (const field of Object.keys(params)) {
          if (!['active', 'metadata', 'expand'].includes(field)) throw new StripeError(400, `Received unknown parameter: ${field}`, 'invalid_request_error', field)
        }
        if (params.active !== undefined) price.active = params.active === 'true'
        if (params.metadata) price.metadata = { ...price.metadata, ...params.metadata }
        return price
      }
      case 'POST checkout/sessions':
        return this.#createCheckoutSession(params)
      case 'GET checkout/sessions/:id':
        return this.#found(this.checkoutSessions, id, 'checkout session')
      case 'POST billing_portal/sessions': {
        const customer = this.#found(this.customers, this.#required(params, 'customer'), 'customer', 'customer')
        const portalId = this.id('bps')
        return this.#store(this.portalSessions, { id: portalId, object: 'billing_portal.session', customer: customer.id, return_url: params.return_url ?? null, url: `${this.origin}/portal/${portalId}`, created: this.now })
      }
      case 'GET subscriptions': {
        // Stripe lists subscriptions that are not canceled unless asked for a status ('all' for every one).
        const status = params.status ?? 'active_or_pending'
        const data = [...this.subscriptions.values()].filter(
          (subscription) => (!params.customer || subscription.customer === params.customer) && (status === 'all' || (status === 'active_or_pending' ? subscription.status !== 'canceled' : subscription.status === status))
        )
        return { object: 'list', url: '/v1/subscriptions', has_more: false, data: data.slice(0, Number(params.limit ?? 10)) }
      }
      case 'GET subscriptions/:id':
        return this.#found(this.subscriptions, id, 'subscription')
      case 'POST subscriptions/:id':
        return this.#updateSubscription(this.#found(this.subscriptions, id, 'subscription'), params)
      case 'DELETE subscriptions/:id': {
        const subscription = this.#found(this.subscriptions, id, 'subscription')
        this.#end(subscription, 'cancellation_requested')
        this.#later(this.emit('customer.subscription.deleted', subscription))
        return subscription
      }
      case 'POST invoices/create_preview':
        return this.#previewInvoice(params)
      case 'GET invoices': {
        const data = [...this.invoices.values()].filter((invoice) => (!params.customer || invoice.customer === params.customer) && (!params.subscription || invoice.subscription === params.subscription)).sort((a, b) => b.created - a.created || b.id.localeCompare(a.id))
        const limit = Number(params.limit ?? 10)
        return { object: 'list', url: '/v1/invoices', has_more: data.length > limit, data: data.slice(0, limit) }
      }
      case 'GET invoices/:id':
        return this.#found(this.invoices, id, 'invoice')
      case 'GET payment_methods/:id':
        return this.#found(this.paymentMethods, id, 'payment_method')
      default:
        throw new StripeError(404, `Unrecognized request URL (${method}: ${path}).`)
    }
  }

  #createCheckoutSession(params: StripeObject) {
    if (params.mode !== 'subscription') throw new StripeError(400, 'Only subscription mode is supported here.', 'invalid_request_error', 'mode')
    const lineItems = this.#required(params, 'line_items') as StripeObject[]
    const price = this.#found(this.prices, lineItems[0]?.price, 'price', 'line_items[0][price]')
    if (!price.active) throw new StripeError(400, `The price specified is inactive. This field only accepts active prices.`, 'invalid_request_error', 'line_items[0][price]')
    if (params.customer) this.#found(this.customers, params.customer, 'customer', 'customer')
    const sessionId = `cs_test_${randomBytes(12).toString('hex')}`
    return this.#store(this.checkoutSessions, {
      id: sessionId,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      customer: params.customer ?? null,
      customer_email: params.customer_email ?? null,
      client_reference_id: params.client_reference_id ?? null,
      line_items: lineItems.map((item) => ({ price: item.price, quantity: Number(item.quantity ?? 1) })),
      amount_total: price.unit_amount,
      currency: price.currency,
      metadata: params.metadata ?? {},
      subscription_data: params.subscription_data ?? null,
      subscription: null,
      success_url: this.#required(params, 'success_url'),
      cancel_url: params.cancel_url ?? null,
      url: `${this.origin}/pay/${sessionId}`,
      created: this.now,
      expires_at: this.now + DAY,
    })
  }

  #updateSubscription(subscription: StripeObject, params: StripeObject) {
    if (subscription.status === 'canceled') throw new StripeError(400, 'A canceled subscription can only update its cancellation_details and metadata.')
    if (params.cancel_at_period_end !== undefined) {
      subscription.cancel_at_period_end = params.cancel_at_period_end === 'true'
      subscription.canceled_at = subscription.cancel_at_period_end ? this.now : null
      subscription.cancellation_details = subscription.cancel_at_period_end
        ? { comment: params.cancellation_details?.comment ?? null, feedback: params.cancellation_details?.feedback ?? null, reason: 'cancellation_requested' }
        : { comment: null, feedback: null, reason: null }
    }
    if (params.metadata) subscription.metadata = { ...subscription.metadata, ...params.metadata }
    if (params.trial_end !== undefined) {
      // A trial until then: nothing is charged before it, the next invoice comes at its end (Stripe's way to move a payment date).
      const trialEnd = Number(params.trial_end)
      if (!Number.isInteger(trialEnd) || trialEnd <= this.now) throw new StripeError(400, 'Invalid timestamp: must be an integer Unix timestamp in the future.', 'invalid_request_error', 'trial_end')
      subscription.trial_end = trialEnd
      subscription.status = 'trialing'
      const item = subscription.items.data[0]
      item.current_period_end = trialEnd
    }
    const newPrice = params.items?.[0]?.price
    if (newPrice) {
      const price = this.#found(this.prices, newPrice, 'price', 'items[0][price]')
      const item = subscription.items.data[0]
      if (params.items[0].id && params.items[0].id !== item.id) throw new StripeError(400, `Invalid subscription item: ${params.items[0].id}`, 'invalid_request_error', 'items[0][id]')
      const credit = this.#prorationLines(subscription, price).reduce((sum, line) => sum + line.amount, 0)
      const sameInterval = price.recurring.interval === item.price.recurring.interval && price.recurring.interval_count === item.price.recurring.interval_count
      this.#setItem(subscription, price, sameInterval ? item.current_period_end : this.now + periodSeconds(price), sameInterval ? item.current_period_start : this.now)
      if (params.proration_behavior !== 'none' && credit !== 0) {
        const invoice = this.#invoice(subscription, Math.max(credit, 0), 'subscription_update')
        this.#pay(invoice)
      }
    }
    this.#later(this.emit('customer.subscription.updated', subscription))
    return subscription
  }

  /** What changing to `price` now costs: the unused time of the current price back, the rest of the period of the new one. */
  #prorationLines(subscription: StripeObject, price: StripeObject) {
    const item = subscription.items.data[0]
    const period = item.current_period_end - item.current_period_start
    const left = Math.max(item.current_period_end - this.now, 0)
    const unused = Math.round((item.price.unit_amount * left) / period)
    const remaining = Math.round((price.unit_amount * left) / period)
    return [
      { id: this.id('il'), object: 'line_item', amount: -unused, currency: price.currency, description: `Unused time on ${item.price.id}`, proration: true, period: { start: this.now, end: item.current_period_end } },
      { id: this.id('il'), object: 'line_item', amount: remaining, currency: price.currency, description: `Remaining time on ${price.id}`, proration: true, period: { start: this.now, end: item.current_period_end } },
    ]
  }

  #previewInvoice(params: StripeObject) {
    const subscription = this.#found(this.subscriptions, this.#required(params, 'subscription'), 'subscription', 'subscription')
    const newPrice = params.subscription_details?.items?.[0]?.price
    const price = this.#found(this.prices, newPrice ?? subscription.items.data[0].price.id, 'price', 'subscription_details[items][0][price]')
    const lines = newPrice ? this.#prorationLines(subscription, price) : []
    const total = lines.reduce((sum, line) => sum + line.amount, 0)
    return { id: null, object: 'invoice', customer: subscription.customer, subscription: subscription.id, currency: price.currency, amount_due: Math.max(total, 0), total, subtotal: total, lines: { object: 'list', data: lines, has_more: false }, period_end: subscription.items.data[0].current_period_end, created: this.now }
  }

  #setItem(subscription: StripeObject, price: StripeObject, periodEnd: number, periodStart = this.now) {
    const existing = subscription.items.data[0]
    subscription.items.data = [{ id: existing?.id ?? this.id('si'), object: 'subscription_item', price: structuredClone(price), quantity: 1, current_period_start: periodStart, current_period_end: periodEnd }]
  }

  #end(subscription: StripeObject, reason: string) {
    subscription.status = 'canceled'
    subscription.ended_at = this.now
    subscription.canceled_at ??= this.now
    subscription.cancellation_details = { ...subscription.cancellation_details, reason }
  }

  #invoice(subscription: StripeObject, amount: number, billingReason: string) {
    const price = subscription.items.data[0].price
    const invoice = this.#store(this.invoices, {
      id: this.id('in'),
      object: 'invoice',
      customer: subscription.customer,
      subscription: subscription.id,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
      billing_reason: billingReason,
      status: 'open',
      currency: price.currency,
      amount_due: amount,
      amount_paid: 0,
      total: amount,
      attempt_count: 0,
      number: `CDZ-${String(this.invoices.size + 1).padStart(4, '0')}`,
      created: this.now,
      period_start: subscription.items.data[0].current_period_start,
      period_end: subscription.items.data[0].current_period_end,
      hosted_invoice_url: null as string | null,
      invoice_pdf: null as string | null,
    })
    invoice.hosted_invoice_url = `${this.origin}/invoices/${invoice.id}`
    invoice.invoice_pdf = `${this.origin}/invoices/${invoice.id}/pdf`
    subscription.latest_invoice = invoice.id
    return invoice
  }

  #pay(invoice: StripeObject) {
    invoice.status = 'paid'
    invoice.amount_paid = invoice.amount_due
    invoice.attempt_count += 1
  }

  #customerOf(session: StripeObject) {
    if (session.customer) return this.#found(this.customers, session.customer, 'customer')
    return this.#store(this.customers, { id: this.id('cus'), object: 'customer', email: session.customer_email, name: null, metadata: {}, invoice_settings: { default_payment_method: null }, created: this.now })
  }

  /** The hosted checkout page: GET draws it, POST pays (or cancels) and redirects. */
  async #hostedCheckout(method: string, url: URL, response: ServerResponse) {
    const sessionId = url.pathname.split('/')[2]
    const session = this.checkoutSessions.get(sessionId)
    if (!session) {
      response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' })
      return response.end('<!doctype html><title>Not found</title><p>This checkout session does not exist.</p>')
    }
    if (method === 'POST') {
      if (url.pathname.endsWith('/cancel')) {
        response.writeHead(303, { location: session.cancel_url ?? '/' })
        return response.end()
      }
      await this.completeCheckout(sessionId)
      response.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) })
      return response.end()
    }
    const price = this.prices.get(session.line_items[0].price)!
    const product = this.products.get(price.product)!
    const amount = `${(price.unit_amount / 100).toFixed(2)} ${price.currency.toUpperCase()}`
    const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(`<!doctype html><html><head><title>Checkout: ${escape(product.name)}</title></head><body>
<main><h1>${escape(product.name)}</h1><p data-testid="amount">${amount} every ${price.recurring.interval_count} ${price.recurring.interval}</p>
<p>${escape(session.customer_email ?? '')}</p>
<form method="post" action="/pay/${session.id}"><label>Card number <input name="card" value="4242 4242 4242 4242"></label><button type="submit">Pay</button></form>
<form method="post" action="/pay/${session.id}/cancel"><button type="submit">Back</button></form></main></body></html>`)
  }

  #store(collection: Map<string, StripeObject>, object: StripeObject) {
    collection.set(object.id, object)
    return object
  }

  #found(collection: Map<string, StripeObject>, id: string | undefined, kind: string, param?: string) {
    const object = id ? collection.get(id) : undefined
    if (!object) throw new StripeError(404, `No such ${kind}: '${id}'`, 'invalid_request_error', param ?? 'id')
    return object
  }

  #required(params: StripeObject, name: string) {
    if (params[name] === undefined || params[name] === '') throw new StripeError(400, `Missing required param: ${name}.`, 'invalid_request_error', name)
    return params[name]
  }

  #plain(params: StripeObject) {
    return Object.fromEntries(Object.entries(params).filter(([key]) => key !== 'expand'))
  }
}
