import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A plan on PayPal is a catalog product, and each of its prices a PayPal
 * billing plan: their ids, next to Stripe's, so both gateways sell the same
 * plans.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('billing_products', (table) => {
      table.string('paypal_id', 191).nullable().unique()
    })
    this.schema.alterTable('billing_prices', (table) => {
      table.string('paypal_id', 191).nullable().unique()
    })
  }

  async down() {
    this.schema.alterTable('billing_prices', (table) => {
      table.dropUnique(['paypal_id'])
      table.dropColumn('paypal_id')
    })
    this.schema.alterTable('billing_products', (table) => {
      table.dropUnique(['paypal_id'])
      table.dropColumn('paypal_id')
    })
  }
}
