import { test } from '@japa/runner'
import type { Price, Product } from '../../shared/billing_types.js'
import { cardAmount, isMonthly, isYearly, priceFor, toMinor, fromMinor, yearlySavingsPercent } from '../../shared/pricing.js'

let nextId = 1
const price = (amount: number, interval: Price['interval'], interval_count = 1): Price => ({ id: nextId++, amount, currency: 'USD', interval, interval_count })
const plan = (prices: Price[], hidden = false): Pick<Product, 'hidden' | 'prices'> => ({ hidden, prices })

/** Spec sections 5 and 9: the pricing page's arithmetic. */
test.group('Billing: pricing arithmetic', () => {
  test('yearly is 12 months or more, or a year or more; monthly is 30 days or more, or a month or more', ({ assert }) => {
    assert.isTrue(isYearly(price(1, 'year')))
    assert.isTrue(isYearly(price(1, 'month', 12)))
    assert.isFalse(isYearly(price(1, 'month', 11)))
    assert.isFalse(isYearly(price(1, 'day', 365)))
    assert.isTrue(isMonthly(price(1, 'month')))
    assert.isTrue(isMonthly(price(1, 'month', 3)))
    assert.isTrue(isMonthly(price(1, 'day', 30)))
    assert.isFalse(isMonthly(price(1, 'day', 29)))
    assert.isFalse(isMonthly(price(1, 'month', 12)), 'a 12-month price is yearly')
    assert.isFalse(isMonthly(price(1, 'year')))
  })

  test('a card shows amount / interval_count, and the first price of the toggle period', ({ assert }) => {
    assert.equal(cardAmount(price(120, 'month', 12)), 10)
    assert.equal(cardAmount(price(96, 'year')), 96)
    const monthly = price(10, 'month')
    const yearly = price(96, 'year')
    assert.equal(priceFor(plan([monthly, yearly]), 'yearly'), yearly)
    assert.equal(priceFor(plan([monthly, yearly]), 'monthly'), monthly)
    assert.isNull(priceFor(plan([monthly]), 'yearly'))
  })

  test('"Save up to N%": per visible plan (12 x monthly - yearly) / (12 x monthly), rounded, the largest between 1 and 200', ({ assert }) => {
    // 12 x 10 = 120; (120 - 96) / 120 = 20%; (12 x 5 - 50) / 60 = 16.7% -> 17.
    assert.equal(yearlySavingsPercent([plan([price(10, 'month'), price(96, 'year')]), plan([price(5, 'month'), price(50, 'year')])]), 20)
    // A hidden plan does not count.
    assert.equal(yearlySavingsPercent([plan([price(10, 'month'), price(12, 'year')], true), plan([price(5, 'month'), price(50, 'year')])]), 17)
    // Below 1% (rounded to 0) and negative savings are not counted.
    assert.isNull(yearlySavingsPercent([plan([price(10, 'month'), price(119.5, 'year')]), plan([price(10, 'month'), price(130, 'year')])]))
    // 0.5% rounds to 1 and counts.
    assert.equal(yearlySavingsPercent([plan([price(100, 'month'), price(1194, 'year')])]), 1)
    // Plans without both periods, or free ones, say nothing.
    assert.isNull(yearlySavingsPercent([plan([price(10, 'month')]), plan([])]))
  })

  test('amounts go to gateways in minor units, zero-decimal currencies as they are', ({ assert }) => {
    assert.equal(toMinor(9.99, 'USD'), 999)
    assert.equal(toMinor(0.1 + 0.2, 'EUR'), 30)
    assert.equal(toMinor(1000, 'JPY'), 1000)
    assert.equal(fromMinor(999, 'usd'), 9.99)
  })
})
