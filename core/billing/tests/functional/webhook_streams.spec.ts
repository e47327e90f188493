import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type Stripe from 'stripe'
import { stripeIncoming } from '../../server/webhooks/stripe_events.js'
import { keepWebhookEvent, processKeptEvent } from '../../server/webhooks/webhook_events.js'
import { clearBilling, planRole, startBilling } from '../billing_fixtures.js'

const STREAMS = 1000

/** A small seeded generator (mulberry32): a failing stream can be replayed from its seed. */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

interface Snapshot {
  status: string
  cancel_at_period_end: boolean
  price: string
  ended_at: number | null
}

/**
 * One subscription's life as Stripe tells it: checkout completed, created,
 * a few updates (renewal failed, paid again, cancel at period end and back,
 * plan change) and maybe its end, each an event with its `created` second
 * (now and then two in the same second, as Stripe does), plus invoice
 * events, which only say "look at the subscription".
 */
function lifeOf(seed: number, userId: number, start: number) {
  const next = random(seed)
  const id = `sub_stream_${seed}`
  let time = start
  let state: Snapshot = { status: next() < 0.3 ? 'trialing' : 'active', cancel_at_period_end: false, price: 'price_stream_month', ended_at: null }
  const events: Stripe.Event[] = []
  let counter = 0
  const object = (snapshot: Snapshot) => ({
    id,
    object: 'subscription',
    customer: `cus_stream_${seed}`,
    status: snapshot.status,
    cancel_at_period_end: snapshot.cancel_at_period_end,
    cancellation_details: { comment: null },
    created: start,
    ended_at: snapshot.ended_at,
    trial_end: null,
    metadata: { user_id: String(userId) },
    items: { data: [{ id: `si_${seed}`, price: { id: snapshot.price }, current_period_end: start + 30 * 86_400 }] },
  })
  const emit = (type: string, data: unknown) => {
    // One event in ten shares its second with the one before: order inside a second is unknown.
    if (events.length && next() >= 0.1) time += 1 + Math.floor(next() * 100)
    events.push({ id: `evt_${seed}_${counter++}`, type, created: time, data: { object: data } } as unknown as Stripe.Event)
  }
  emit('checkout.session.completed', { id: `cs_${seed}`, object: 'checkout.session', client_reference_id: String(userId), customer: `cus_stream_${seed}`, subscription: id, metadata: { user_id: String(userId) } })
  emit('customer.subscription.created', object(state))
  const steps = 1 + Math.floor(next() * 6)
  for (let step = 0; step < steps && state.status !== 'canceled'; step++) {
    const roll = next()
    if (roll < 0.2) state = { ...state, status: 'past_due' }
    else if (roll < 0.35) state = { ...state, status: state.status === 'past_due' ? 'unpaid' : 'active' }
    else if (roll < 0.55) state = { ...state, status: 'active' }
    else if (roll < 0.7) state = { ...state, cancel_at_period_end: !state.cancel_at_period_end }
    else if (roll < 0.85) state = { ...state, price: state.price === 'price_stream_month' ? 'price_stream_year' : 'price_stream_month' }
    else state = { ...state, status: 'canceled', ended_at: time + 1 }
    emit(state.status === 'canceled' ? 'customer.subscription.deleted' : 'customer.subscription.updated', object(state))
    if (roll < 0.2) emit('invoice.payment_failed', { id: `in_${seed}_${step}`, object: 'invoice', parent: { subscription_details: { subscription: id } } })
    if (roll >= 0.35 && roll < 0.55) emit('invoice.paid', { id: `in_${seed}_${step}`, object: 'invoice', parent: { subscription_details: { subscription: id } } })
  }
  return { id, events, final: state, latest: object(state) }
}

/** Every event once, some two or three times, all in a shuffled order (Fisher-Yates on the seed). */
function deliveries(seed: number, events: Stripe.Event[]) {
  const next = random(seed ^ 0x9e3779b9)
  const sent = events.flatMap((event) => Array.from({ length: next() < 0.5 ? 1 : 2 + Math.floor(next() * 2) }, () => event))
  for (let index = sent.length - 1; index > 0; index--) {
    const other = Math.floor(next() * (index + 1))
    ;[sent[index], sent[other]] = [sent[other], sent[index]]
  }
  return sent
}

/**
 * Issue 18's property: 1,000 subscriptions, each told by a stream of events
 * that is shuffled and partly duplicated, end as exactly one row each, in
 * the state of their latest event, with the plan's role held exactly when
 * that state is valid. Events go through what the webhook does once a
 * signature checks out: kept once by id, then processed by the job's code.
 */
test.group('Billing: shuffled and duplicated webhook streams', (group) => {
  group.each.setup(() => clearBilling())

  test('1,000 streams: no duplicate and no regressed subscription', async ({ assert }) => {
    const billing = await startBilling()
    billing.stripe.webhookUrl = null
    const roleId = await planRole()
    const [productId] = await db.table('billing_products').insert({ name: 'Stream', feature_list: '[]', role_id: roleId, stripe_id: 'prod_stream' }).returning('id')
    const product = Number(typeof productId === 'object' ? productId.id : productId)
    await db.table('billing_prices').multiInsert([
      { product_id: product, amount_minor: 1000, currency: 'USD', interval: 'month', interval_count: 1, stripe_id: 'price_stream_month' },
      { product_id: product, amount_minor: 9600, currency: 'USD', interval: 'year', interval_count: 1, stripe_id: 'price_stream_year' },
    ])
    const prices = new Map((await db.from('billing_prices').where('product_id', product)).map((row) => [row.stripe_id, Number(row.id)]))
    const emails = Array.from({ length: STREAMS }, (_, index) => `stream-${index}@example.com`)
    for (let index = 0; index < STREAMS; index += 200) {
      await db.table('users').multiInsert(emails.slice(index, index + 200).map((email) => ({ email, timezone: 'UTC' })))
    }
    const userIds = (await db.from('users').whereIn('email', emails).orderBy('id').select('id')).map((row) => Number(row.id))

    const lives = userIds.map((userId, seed) => ({ userId, ...lifeOf(seed + 1, userId, billing.stripe.now) }))
    // Stripe answers re-reads with each subscription as it is now: its latest state.
    for (const life of lives) billing.stripe.subscriptions.set(life.id, structuredClone(life.latest))

    let sent = 0
    for (const [seed, life] of lives.entries()) {
      for (const event of deliveries(seed + 1, life.events)) {
        sent++
        const rowId = await keepWebhookEvent(stripeIncoming(event))
        if (rowId !== null) await processKeptEvent(rowId)
      }
    }

    const rows = await db.from('billing_subscriptions').select('gateway_id', 'user_id', 'status', 'cancel_at_period_end', 'price_id', 'ended_at', 'granted_role_id')
    const held = new Set((await db.from('user_roles').where('role_id', roleId).select('user_id')).map((row) => Number(row.user_id)))
    const byId = new Map(rows.map((row) => [row.gateway_id, row]))
    const regressed = lives.filter((life) => {
      const row = byId.get(life.id)
      return !row || row.status !== life.final.status || Boolean(row.cancel_at_period_end) !== life.final.cancel_at_period_end || Number(row.price_id) !== prices.get(life.final.price) || (row.ended_at === null) !== (life.final.ended_at === null)
    })
    const wronglyGranted = lives.filter((life) => held.has(life.userId) !== ['active', 'trialing', 'past_due'].includes(life.final.status))

    assert.isAbove(sent, STREAMS * 6, 'streams carry duplicates')
    assert.lengthOf(rows, STREAMS, 'one row per subscription')
    assert.equal(new Set(rows.map((row) => row.gateway_id)).size, STREAMS)
    assert.deepEqual(regressed.map((life) => life.id), [], 'every row holds its latest state')
    assert.deepEqual(wronglyGranted.map((life) => life.id), [], 'the role is held exactly while the subscription is valid')
    const kept = await db.from('billing_webhook_events').count('* as total').first()
    assert.equal(Number(kept.total), lives.reduce((sum, life) => sum + life.events.length, 0), 'each event kept once')
    const statuses = new Set(lives.map((life) => life.final.status))
    assert.includeMembers([...statuses], ['active', 'trialing', 'past_due', 'unpaid', 'canceled'], 'the streams cover every state')
    await billing.stop()
  }).timeout(600_000)
})
