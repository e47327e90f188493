import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A release's fan-out (core/notifications) reads an artist's followers in
 * batches by follower_id: this index serves each batch as one range.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('follows', (table) => {
      table.index(['followable_type', 'followable_id', 'follower_id'], 'follows_followable_follower_index')
    })
  }

  async down() {
    this.schema.alterTable('follows', (table) => {
      table.dropIndex(['followable_type', 'followable_id', 'follower_id'], 'follows_followable_follower_index')
    })
  }
}
