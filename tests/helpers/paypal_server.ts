/**
 * A local stand-in for PayPal's REST API: a real HTTP server the app's
 * PayPal client (core/billing/server/gateways/paypal_client.ts) talks to
 * when `billing.paypal_api_url` points here. It speaks the JSON v1 calls
 * Cadenza makes: the OAuth2 client-credentials token, catalog products,
 * billing plans (create, deactivate), subscriptions (create, read, suspend,
 * activate, cancel, revise, transactions) and
 * notifications/verify-webhook-signature. It keeps its objects in memory,
 * refuses calls without a valid token as PayPal does (401 with PayPal's
 * error body), and answers with PayPal's error shape (name, message,
 * details[].issue).
 *
 * Its approve page (`/webapps/billing/subscriptions?ba_token=...`) stands
 * for PayPal's: "Agree & Subscribe" activates the subscription, records the
 * first payment, sends BILLING.SUBSCRIPTION.ACTIVATED and
 * PAYMENT.SALE.COMPLETED, then redirects to the return_url with
 * subscription_id, ba_token and token, as PayPal does.
 *
 * Webhooks carry PayPal's transmission headers; the signature is an
 * HMAC-SHA256 over PayPal's signed string (transmission id | time | webhook
 * id | CRC32 of the body) instead of PayPal's RSA certificate, and only this
 * server's verify call can check it, so the app must verify through the API
 * exactly as it does against PayPal.
 *
 *   const paypal = await PayPalServer.start()
 *   paypal.webhookUrl = `${appUrl}/api/v1/billing/webhooks/paypal`
 *   ... settings: billing.paypal_api_url = paypal.origin ...
 *   await paypal.stop()
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { crc32 } from 'node:zlib'
import { LocalHttpStandIn } from './local_http_stand_in.js'

export const PAYPAL_CLIENT_ID = 'cadenza-client'
export const PAYPAL_SECRET = 'cadenza-secret'
export const PAYPAL_WEBHOOK_ID = 'WH-cadenza'

type PayPalObject = Record<string, any>

const DAY_MS = 86_400_000
const UNIT_DAYS: Record<string, number> = { DAY: 1, WEEK: 7, MONTH: 30, YEAR: 365 }

class PayPalError extends Error {
  constructor(
    public status: number,
    public errorName: string,
    message: string,
    public issue?: string
  ) {
    super(message)
  }
}

const notFound = (what: string) => new PayPalError(404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.', `INVALID_RESOURCE_ID: ${what}`)
const unprocessable = (issue: string, description: string) => new PayPalError(422, 'UNPROCESSABLE_ENTITY', `The requested action could not be performed, semantically incorrect, or failed business validation. ${description}`, issue)
const invalid = (field: string) => new PayPalError(400, 'INVALID_REQUEST', 'Request is not well-formed, syntactically incorrect, or violates schema.', `MISSING_REQUIRED_PARAMETER: ${field}`)

export class PayPalServer extends LocalHttpStandIn {
  products = new Map<string, PayPalObject>()
  plans = new Map<string, PayPalObject>()
  subscriptions = new Map<string, PayPalObject>()
  /** Payments per subscription, oldest first. */
  transactions = new Map<string, PayPalObject[]>()
  /** Approve tokens (ba_token) and what they approve: a new subscription or a plan change. */
  approvals = new Map<string, { subscriptionId: string; planId?: string; returnUrl: string; cancelUrl: string }>()
  /** Every event created, oldest first, whether or not it was delivered. */
  events: PayPalObject[] = []
  /** Every API request received (after the token): method, path and JSON body. */
  requests: Array<{ method: string; path: string; body: any }> = []
  /** Where events are posted (the app's webhook endpoint); unset, events are only kept. */
  webhookUrl: string | null = null
  webhookId = PAYPAL_WEBHOOK_ID
  /** Answers of the deliveries, oldest first. */
  deliveries: Array<{ event: string; status: number }> = []
  /** The time the server pretends it is (ms); tests move it with `advanceClock`. */
  now = Date.now()

  #tokens = new Set<string>()
  #signingKey = randomBytes(32)
  #sending = new Set<Promise<unknown>>()

  static async start() {
    const paypal = new PayPalServer()
    await paypal.listen((request, response) => paypal.#handle(request, response))
    return paypal
  }

  id(prefix: string, length = 17) {
    return `${prefix}${randomBytes(length).toString('hex').toUpperCase().slice(0, length)}`
  }

  advanceClock(ms: number) {
    this.now += ms
  }

  #time(ms = this.now) {
    return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z')
  }

  // ---- What a test (or the approve page) does on PayPal's side ----

  /** The buyer approves on PayPal's page: a new subscription starts (first payment unless it starts later), or a revised plan applies. */
  async approve(token: string) {
    const approval = this.approvals.get(token)
    if (!approval) throw notFound(token)
    this.approvals.delete(token)
    const subscription = this.#subscription(approval.subscriptionId)
    if (approval.planId) {
      subscription.plan_id = approval.planId
      subscription.update_time = this.#time()
      await this.emit('BILLING.SUBSCRIPTION.UPDATED', subscription)
      return { subscription, returnUrl: approval.returnUrl }
    }
    const plan = this.plans.get(subscription.plan_id)!
    const start = Date.parse(subscription.start_time)
    this.#setStatus(subscription, 'ACTIVE')
    const trial = start > this.now
    subscription.billing_info = {
      outstanding_balance: { currency_code: this.#price(plan).currency_code, value: '0.00' },
      cycle_executions: [{ tenure_type: 'REGULAR', sequence: 1, cycles_completed: 0, cycles_remaining: 0, total_cycles: 0 }],
      next_billing_time: this.#time(trial ? start : this.now + this.#periodMs(plan)),
      failed_payments_count: 0,
    }
    await this.emit('BILLING.SUBSCRIPTION.ACTIVATED', subscription)
    if (!trial) await this.#charge(subscription, plan)
    return { subscription, returnUrl: approval.returnUrl }
  }

  /** The next payment is due: paid, the subscription runs on; refused, PayPal counts a failure and suspends at the plan's threshold. */
  async renew(subscriptionId: string, outcome: 'paid' | 'failed' = 'paid') {
    const subscription = this.#subscription(subscriptionId)
    const plan = this.plans.get(subscription.plan_id)!
    if (outcome === 'paid') {
      subscription.billing_info.failed_payments_count = 0
      subscription.billing_info.next_billing_time = this.#time(Date.parse(subscription.billing_info.next_billing_time) + this.#periodMs(plan))
      await this.#charge(subscription, plan)
      return subscription
    }
    subscription.billing_info.failed_payments_count += 1
    subscription.billing_info.last_failed_payment = { amount: this.#price(plan), time: this.#time() }
    await this.emit('BILLING.SUBSCRIPTION.PAYMENT.FAILED', subscription)
    if (subscription.billing_info.failed_payments_count >= (plan.payment_preferences?.payment_failure_threshold ?? 1)) {
      this.#setStatus(subscription, 'SUSPENDED', 'Suspended after failed payments')
      await this.emit('BILLING.SUBSCRIPTION.SUSPENDED', subscription)
    }
    return subscription
  }

  /** Creates an event about a snapshot of `resource` and posts it to `webhookUrl` when set. */
  async emit(type: string, resource: PayPalObject) {
    const event = {
      id: this.id('WH-', 17),
      event_version: '1.0',
      create_time: this.#time(),
      resource_type: type.startsWith('PAYMENT.SALE') ? 'sale' : 'subscription',
      resource_version: '2.0',
      event_type: type,
      summary: type,
      resource: structuredClone(resource),
      links: [],
    }
    this.events.push(event)
    if (this.webhookUrl) await this.deliver(event)
    return event
  }

  /** Posts one event (again, for duplicates) with PayPal's transmission headers; returns the status. */
  async deliver(event: PayPalObject, options: { tamper?: boolean } = {}) {
    const body = JSON.stringify(event)
    const transmissionId = randomUUID()
    const transmissionTime = this.#time()
    const signature = this.#sign(transmissionId, transmissionTime, this.webhookId, body)
    const response = await fetch(this.webhookUrl!, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': `${this.origin}/v1/notifications/certs/CERT-cadenza`,
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-sig': signature,
        'paypal-transmission-time': transmissionTime,
        'user-agent': 'PayPal/AUHD-214.0-58843385',
      },
      body: options.tamper ? body.replace('"resource":{', '"resource":{"tampered":true,') : body,
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

  #sign(transmissionId: string, time: string, webhookId: string, body: string) {
    return createHmac('sha256', this.#signingKey).update(`${transmissionId}|${time}|${webhookId}|${crc32(body)}`).digest('base64')
  }

  // ---- HTTP ----

  async #handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', this.origin)
    const text = await new Promise<string>((resolve) => {
      let data = ''
      request.on('data', (chunk) => (data += chunk))
      request.on('end', () => resolve(data))
    })
    const method = request.method ?? 'GET'
    try {
      if (url.pathname.startsWith('/webapps/')) return await this.#approvePage(method, url, text, response)
      if (method === 'POST' && url.pathname === '/v1/oauth2/token') return this.#token(request, text, response)
      const auth = request.headers.authorization ?? ''
      if (!this.#tokens.has(auth.replace(/^Bearer /, ''))) {
        throw new PayPalError(401, 'AUTHENTICATION_FAILURE', 'Authentication failed due to invalid authentication credentials or a missing Authorization header.')
      }
      const body = text ? JSON.parse(text) : null
      this.requests.push({ method, path: url.pathname, body })
      const [status, answer] = this.#route(method, url, body)
      response.writeHead(status, { 'content-type': 'application/json', 'paypal-debug-id': this.id('', 13).toLowerCase() })
      response.end(answer === null ? undefined : JSON.stringify(answer))
    } catch (error) {
      const failure = error instanceof PayPalError ? error : new PayPalError(500, 'INTERNAL_SERVER_ERROR', String(error))
      response.writeHead(failure.status, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ name: failure.errorName, message: failure.message, debug_id: this.id('', 13).toLowerCase(), details: failure.issue ? [{ issue: failure.issue }] : [] }))
    }
  }

  #token(request: IncomingMessage, body: string, response: ServerResponse) {
    const expected = `Basic ${Buffer.from(`${PAYPAL_CLIENT_ID}:${PAYPAL_SECRET}`).toString('base64')}`
    if (request.headers.authorization !== expected || new URLSearchParams(body).get('grant_type') !== 'client_credentials') {
      response.writeHead(401, { 'content-type': 'application/json' })
      return response.end(JSON.stringify({ error: 'invalid_client', error_description: 'Client Authentication failed' }))
    }
    const token = `A21AA${randomBytes(24).toString('hex')}`
    this.#tokens.add(token)
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ scope: 'https://uri.paypal.com/services/subscriptions', access_token: token, token_type: 'Bearer', app_id: 'APP-CADENZA', expires_in: 32400, nonce: randomUUID() }))
  }

  #route(method: string, url: URL, body: any): [number, PayPalObject | null] {
    const parts = url.pathname.split('/').filter(Boolean)
    const [version, group, resource, id, action] = parts
    if (version !== 'v1') throw notFound(url.pathname)
    const key = `${method} ${group}/${resource}${id ? '/:id' : ''}${action ? '/' + action : ''}`
    switch (key) {
      case 'POST catalogs/products': {
        if (!body?.name) throw invalid('name')
        if (!body.type) throw invalid('type')
        const product = { id: body.id ?? this.id('PROD-'), name: body.name, description: body.description ?? null, type: body.type, category: body.category ?? null, create_time: this.#time(), update_time: this.#time() }
        this.products.set(product.id, product)
        return [201, product]
      }
      case 'GET catalogs/products/:id':
        return [200, this.#found(this.products, id)]
      case 'PATCH catalogs/products/:id': {
        const product = this.#found(this.products, id)
        for (const operation of body as Array<{ op: string; path: string; value: unknown }>) {
          // PayPal lets only these change once a product exists.
          if (!['/description', '/category', '/image_url', '/home_url'].includes(operation.path)) throw unprocessable('PATCH_PATH_NOT_SUPPORTED_FOR_UPDATE', operation.path)
          product[operation.path.slice(1)] = operation.value
        }
        product.update_time = this.#time()
        return [204, null]
      }
      case 'POST billing/plans': {
        if (!body?.product_id) throw invalid('product_id')
        this.#found(this.products, body.product_id)
        const cycle = body.billing_cycles?.[0]
        if (!cycle?.frequency?.interval_unit || !UNIT_DAYS[cycle.frequency.interval_unit]) throw invalid('billing_cycles/frequency/interval_unit')
        if (!cycle.pricing_scheme?.fixed_price?.value || !/^\d+(\.\d{1,2})?$/.test(cycle.pricing_scheme.fixed_price.value)) throw invalid('billing_cycles/pricing_scheme/fixed_price/value')
        const plan = { id: this.id('P-', 24), product_id: body.product_id, name: body.name, status: body.status ?? 'ACTIVE', billing_cycles: body.billing_cycles, payment_preferences: body.payment_preferences ?? {}, create_time: this.#time(), update_time: this.#time() }
        this.plans.set(plan.id, plan)
        return [201, plan]
      }
      case 'GET billing/plans/:id':
        return [200, this.#found(this.plans, id)]
      case 'POST billing/plans/:id/deactivate': {
        const plan = this.#found(this.plans, id)
        if (plan.status !== 'ACTIVE') throw unprocessable('PLAN_STATUS_INVALID', 'Invalid plan status for deactivate action; plan status should be active.')
        plan.status = 'INACTIVE'
        return [204, null]
      }
      case 'POST billing/subscriptions':
        return [201, this.#createSubscription(body)]
      case 'GET billing/subscriptions/:id':
        return [200, this.#subscription(id)]
      case 'POST billing/subscriptions/:id/suspend': {
        const subscription = this.#subscription(id)
        if (subscription.status !== 'ACTIVE') throw unprocessable('SUBSCRIPTION_STATUS_INVALID', 'Invalid subscription status for suspend action; subscription status should be active.')
        this.#setStatus(subscription, 'SUSPENDED', this.#reason(body))
        this.#later(this.emit('BILLING.SUBSCRIPTION.SUSPENDED', subscription))
        return [204, null]
      }
      case 'POST billing/subscriptions/:id/activate': {
        const subscription = this.#subscription(id)
        if (subscription.status !== 'SUSPENDED') throw unprocessable('SUBSCRIPTION_STATUS_INVALID', 'Invalid subscription status for activate action; subscription status should be suspended.')
        this.#setStatus(subscription, 'ACTIVE', this.#reason(body))
        this.#later(this.emit('BILLING.SUBSCRIPTION.RE-ACTIVATED', subscription))
        return [204, null]
      }
      case 'POST billing/subscriptions/:id/cancel': {
        const subscription = this.#subscription(id)
        if (subscription.status !== 'ACTIVE' && subscription.status !== 'SUSPENDED') throw unprocessable('SUBSCRIPTION_STATUS_INVALID', 'Invalid subscription status for cancel action; subscription status should be active or suspended.')
        this.#setStatus(subscription, 'CANCELLED', this.#reason(body))
        delete subscription.billing_info.next_billing_time
        this.#later(this.emit('BILLING.SUBSCRIPTION.CANCELLED', subscription))
        return [204, null]
      }
      case 'POST billing/subscriptions/:id/revise': {
        const subscription = this.#subscription(id)
        if (subscription.status !== 'ACTIVE') throw unprocessable('SUBSCRIPTION_STATUS_INVALID', 'Invalid subscription status for revise action; subscription status should be active.')
        const plan = this.#found(this.plans, body?.plan_id)
        if (plan.status !== 'ACTIVE') throw unprocessable('PLAN_STATUS_INVALID', 'Invalid plan status.')
        const token = this.id('BA-')
        this.approvals.set(token, { subscriptionId: id, planId: plan.id, returnUrl: body.application_context?.return_url ?? '', cancelUrl: body.application_context?.cancel_url ?? '' })
        return [200, { plan_id: plan.id, plan_overridden: false, links: [{ href: `${this.origin}/webapps/billing/subscriptions/update?ba_token=${token}`, rel: 'approve', method: 'GET' }] }]
      }
      case 'GET billing/subscriptions/:id/transactions': {
        this.#subscription(id)
        const start = Date.parse(url.searchParams.get('start_time') ?? '')
        const end = Date.parse(url.searchParams.get('end_time') ?? '')
        if (Number.isNaN(start) || Number.isNaN(end)) throw invalid('start_time')
        const transactions = (this.transactions.get(id) ?? []).filter((transaction) => Date.parse(transaction.time) >= start && Date.parse(transaction.time) <= end)
        return [200, { transactions, total_items: transactions.length, total_pages: 1 }]
      }
      case 'POST notifications/verify-webhook-signature': {
        for (const field of ['auth_algo', 'cert_url', 'transmission_id', 'transmission_sig', 'transmission_time', 'webhook_id', 'webhook_event']) if (!body?.[field]) throw invalid(field)
        const expected = this.#sign(body.transmission_id, body.transmission_time, this.webhookId, JSON.stringify(body.webhook_event))
        const valid = body.webhook_id === this.webhookId && body.transmission_sig === expected
        return [200, { verification_status: valid ? 'SUCCESS' : 'FAILURE' }]
      }
      default:
        throw notFound(url.pathname)
    }
  }

  #createSubscription(body: any) {
    if (!body?.plan_id) throw invalid('plan_id')
    const plan = this.#found(this.plans, body.plan_id)
    if (plan.status !== 'ACTIVE') throw unprocessable('PLAN_STATUS_INVALID', 'Invalid plan status for subscription creation.')
    const context = body.application_context ?? {}
    if (!context.return_url || !context.cancel_url) throw invalid('application_context/return_url')
    const start = body.start_time ? Date.parse(body.start_time) : this.now
    const token = this.id('BA-')
    const subscription: PayPalObject = {
      id: this.id('I-', 12),
      plan_id: plan.id,
      status: 'APPROVAL_PENDING',
      status_update_time: this.#time(),
      start_time: this.#time(Math.max(start, this.now)),
      quantity: '1',
      custom_id: body.custom_id ?? null,
      subscriber: { email_address: body.subscriber?.email_address ?? null, payer_id: this.id('', 13) },
      billing_info: { outstanding_balance: { currency_code: this.#price(plan).currency_code, value: '0.00' }, cycle_executions: [], failed_payments_count: 0 },
      create_time: this.#time(),
      update_time: this.#time(),
      plan_overridden: false,
      links: [
        { href: `${this.origin}/webapps/billing/subscriptions?ba_token=${token}`, rel: 'approve', method: 'GET' },
        { href: `${this.origin}/v1/billing/subscriptions/PLACEHOLDER`, rel: 'self', method: 'GET' },
      ],
    }
    subscription.links[1].href = `${this.origin}/v1/billing/subscriptions/${subscription.id}`
    this.subscriptions.set(subscription.id, subscription)
    this.approvals.set(token, { subscriptionId: subscription.id, returnUrl: context.return_url, cancelUrl: context.cancel_url })
    this.#later(this.emit('BILLING.SUBSCRIPTION.CREATED', subscription))
    return subscription
  }

  async #charge(subscription: PayPalObject, plan: PayPalObject) {
    const amount = this.#price(plan)
    const sale = {
      id: this.id('', 17),
      state: 'completed',
      amount: { total: amount.value, currency: amount.currency_code },
      billing_agreement_id: subscription.id,
      create_time: this.#time(),
      update_time: this.#time(),
    }
    const list = this.transactions.get(subscription.id) ?? []
    list.push({ id: sale.id, status: 'COMPLETED', amount_with_breakdown: { gross_amount: amount, net_amount: amount }, time: this.#time() })
    this.transactions.set(subscription.id, list)
    subscription.billing_info.cycle_executions[0].cycles_completed += 1
    subscription.billing_info.last_payment = { amount, time: this.#time() }
    await this.emit('PAYMENT.SALE.COMPLETED', sale)
  }

  #setStatus(subscription: PayPalObject, status: string, note?: string) {
    subscription.status = status
    subscription.status_update_time = this.#time()
    subscription.update_time = this.#time()
    if (note !== undefined) subscription.status_change_note = note
  }

  #reason(body: any) {
    if (!body?.reason) throw invalid('reason')
    if (String(body.reason).length > 128) throw new PayPalError(400, 'INVALID_REQUEST', 'Request is not well-formed, syntactically incorrect, or violates schema.', 'INVALID_STRING_MAX_LENGTH: reason')
    return String(body.reason)
  }

  #price(plan: PayPalObject) {
    return plan.billing_cycles[0].pricing_scheme.fixed_price as { value: string; currency_code: string }
  }

  #periodMs(plan: PayPalObject) {
    const frequency = plan.billing_cycles[0].frequency
    return UNIT_DAYS[frequency.interval_unit] * (frequency.interval_count ?? 1) * DAY_MS
  }

  #subscription(id: string | undefined) {
    return this.#found(this.subscriptions, id)
  }

  #found(collection: Map<string, PayPalObject>, id: string | undefined) {
    const object = id ? collection.get(id) : undefined
    if (!object) throw notFound(id ?? '')
    return object
  }

  /** PayPal's page where the buyer approves a subscription or a plan change: GET draws it, POST agrees (or cancels) and redirects. */
  async #approvePage(method: string, url: URL, body: string, response: ServerResponse) {
    const token = url.searchParams.get('ba_token') ?? ''
    const approval = this.approvals.get(token)
    const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)
    if (!approval) {
      response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' })
      return response.end('<!doctype html><title>PayPal</title><p>This link has expired.</p>')
    }
    if (method === 'POST') {
      if (new URLSearchParams(body).get('choice') === 'cancel') {
        this.approvals.delete(token)
        response.writeHead(302, { location: approval.cancelUrl })
        return response.end()
      }
      const { subscription, returnUrl } = await this.approve(token)
      const back = new URL(returnUrl)
      back.searchParams.set('subscription_id', subscription.id)
      back.searchParams.set('ba_token', token)
      back.searchParams.set('token', this.id('', 17))
      response.writeHead(302, { location: back.toString() })
      return response.end()
    }
    const subscription = this.subscriptions.get(approval.subscriptionId)!
    const plan = this.plans.get(approval.planId ?? subscription.plan_id)!
    const product = this.products.get(plan.product_id)!
    const price = this.#price(plan)
    const frequency = plan.billing_cycles[0].frequency
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(`<!doctype html><html><head><title>PayPal: ${escape(product.name)}</title></head><body>
<main><h1>PayPal</h1><h2>${escape(product.name)}</h2><p data-testid="amount">${price.value} ${price.currency_code} every ${frequency.interval_count} ${frequency.interval_unit.toLowerCase()}</p>
<p>${escape(subscription.subscriber?.email_address ?? '')}</p>
<form method="post"><button type="submit" name="choice" value="agree">${approval.planId ? 'Agree & Continue' : 'Agree & Subscribe'}</button><button type="submit" name="choice" value="cancel">Cancel and return</button></form></main></body></html>`)
  }
}
