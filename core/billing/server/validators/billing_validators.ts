import vine from '@vinejs/vine'

const id = () => vine.number().withoutDecimals().min(1).max(4_294_967_295)

/** POST billing/checkout, billing/change-plan and its preview: a plan and one of its prices. */
export const planChoiceValidator = vine.compile(vine.object({ product_id: id(), price_id: id() }))

/** POST billing/checkout/stripe/complete: the session Stripe's page came back with. */
export const checkoutSessionValidator = vine.compile(vine.object({ session_id: vine.string().trim().regex(/^cs_[A-Za-z0-9_]{1,200}$/) }))

/** POST billing/checkout/paypal/complete: the subscription PayPal's page came back with (I-...). */
export const paypalSubscriptionValidator = vine.compile(vine.object({ subscription_id: vine.string().trim().regex(/^I-[A-Za-z0-9]{1,60}$/) }))

/** POST billing/subscription/cancel: why (spec section 2: cancel asks for a reason). */
export const cancelValidator = vine.compile(vine.object({ reason: vine.string().trim().minLength(1).maxLength(500) }))

/** POST billing/subscriptions/{id}/extend: days given free, at most a year at a time. */
export const extendValidator = vine.compile(vine.object({ days: vine.number().withoutDecimals().min(1).max(365) }))
