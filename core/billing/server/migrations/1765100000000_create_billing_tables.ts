import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Plans (spec section 3: Product and Price), the people's subscriptions to
 * them, their customer records at the gateway and the gateway's webhook
 * events, each kept once (its id is unique, so a redelivery is a no-op).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('billing_products', (table) => {
      table.increments('id')
      table.string('name', 100).notNullable()
      table.text('description').nullable()
      table.boolean('hidden').notNullable().defaultTo(false)
      table.boolean('recommended').notNullable().defaultTo(false)
      table.boolean('free').notNullable().defaultTo(false)
      // A JSON array of the lines the pricing card lists.
      table.text('feature_list').notNullable()
      // What a subscription grants: this role's permissions and restrictions while it is valid.
      table.integer('role_id').unsigned().nullable().references('id').inTable('roles').onDelete('SET NULL')
      table.integer('position').notNullable().defaultTo(0)
      table.string('stripe_id', 191).nullable().unique()
      table.timestamp('created_at').nullable()
      table.timestamp('updated_at').nullable()
      table.index(['position', 'id'])
      table.index(['name', 'id'])
      table.index(['updated_at', 'id'])
    })

    this.schema.createTable('billing_prices', (table) => {
      table.increments('id')
      table.integer('product_id').unsigned().notNullable().references('id').inTable('billing_products').onDelete('CASCADE')
      // In the currency's smallest unit (cents), as gateways count it.
      table.integer('amount_minor').unsigned().notNullable()
      table.string('currency', 3).notNullable()
      table.string('interval', 5).notNullable()
      table.integer('interval_count').unsigned().notNullable().defaultTo(1)
      // A price that subscribers may still pay but nobody may choose any more (gateways never change a price).
      table.boolean('archived').notNullable().defaultTo(false)
      table.string('stripe_id', 191).nullable().unique()
      table.timestamp('created_at').nullable()
      table.index(['product_id', 'archived'])
    })

    this.schema.createTable('billing_customers', (table) => {
      table.integer('user_id').unsigned().primary().references('id').inTable('users').onDelete('CASCADE')
      table.string('stripe_id', 191).notNullable().unique()
      table.timestamp('created_at').nullable()
    })

    this.schema.createTable('billing_subscriptions', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('product_id').unsigned().nullable().references('id').inTable('billing_products').onDelete('SET NULL')
      table.integer('price_id').unsigned().nullable().references('id').inTable('billing_prices').onDelete('SET NULL')
      table.string('gateway', 20).notNullable()
      table.string('gateway_id', 191).notNullable()
      // trialing, active, past_due, canceled, unpaid, incomplete, incomplete_expired (Stripe's words).
      table.string('status', 20).notNullable()
      table.boolean('cancel_at_period_end').notNullable().defaultTo(false)
      table.string('cancel_reason', 500).nullable()
      table.timestamp('trial_ends_at').nullable()
      table.timestamp('current_period_end').nullable()
      table.timestamp('past_due_since').nullable()
      table.timestamp('ended_at').nullable()
      // When the gateway said what this row holds (an event's `created`, Unix seconds): older news is not applied.
      table.bigInteger('gateway_updated_at').notNullable()
      // The plan's role was given to the person by this subscription (and is taken back when it ends).
      table.integer('granted_role_id').unsigned().nullable()
      table.timestamp('created_at').nullable()
      table.timestamp('updated_at').nullable()
      table.unique(['gateway', 'gateway_id'])
      table.index(['user_id', 'status'])
      table.index(['status', 'past_due_since'])
      table.index(['created_at', 'id'])
    })

    this.schema.createTable('billing_webhook_events', (table) => {
      table.increments('id')
      table.string('gateway', 20).notNullable()
      table.string('event_id', 191).notNullable()
      table.string('type', 100).notNullable()
      table.bigInteger('event_created').notNullable()
      table.text('payload', 'mediumtext').notNullable()
      table.timestamp('received_at').notNullable()
      table.timestamp('processed_at').nullable()
      table.unique(['gateway', 'event_id'])
      table.index(['received_at'])
    })
  }

  async down() {
    for (const table of ['billing_webhook_events', 'billing_subscriptions', 'billing_customers', 'billing_prices', 'billing_products']) {
      this.schema.dropTable(table)
    }
  }
}
