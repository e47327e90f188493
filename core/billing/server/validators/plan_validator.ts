import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { PRICE_INTERVALS } from '../../shared/billing_types.js'

/** Gateways bill at most once a year: the longest period a price may have, per interval. */
export const MAX_INTERVAL_COUNT = { day: 365, month: 12, year: 1 } as const

/** POST and PUT billing/plans: a plan as the admin's editor sends it. */
export const planValidator = vine.compile(
  vine.object({
    name: vine.string().trim().minLength(1).maxLength(100),
    description: vine.string().trim().maxLength(2000).nullable().optional(),
    hidden: vine.boolean().optional(),
    recommended: vine.boolean().optional(),
    free: vine.boolean().optional(),
    feature_list: vine.array(vine.string().trim().minLength(1).maxLength(200)).maxLength(30).optional(),
    role_id: vine.number().withoutDecimals().min(1).nullable().optional(),
    position: vine.number().withoutDecimals().min(0).max(1000).optional(),
    prices: vine
      .array(
        vine.object({
          id: vine.number().withoutDecimals().min(1).optional(),
          amount: vine.number().min(0.01).max(1_000_000).decimal([0, 2]),
          currency: vine.string().trim().toUpperCase().regex(/^[A-Z]{3}$/),
          interval: vine.enum(PRICE_INTERVALS),
          interval_count: vine.number().withoutDecimals().min(1).max(365),
        })
      )
      .maxLength(10)
      .optional(),
  })
)
planValidator.messagesProvider = new SimpleMessagesProvider({
  'prices.*.currency.regex': 'Enter a three-letter currency code (USD, EUR...).',
  'prices.*.amount.min': 'The amount must be at least 0.01.',
  'prices.*.amount.decimal': 'Use at most two decimals.',
})
