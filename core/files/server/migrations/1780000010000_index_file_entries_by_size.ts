import { BaseSchema } from '@adonisjs/lucid/schema'

/** The admin's uploads list sorted by size (core/files/server/admin/file_entries_list.ts): a keyset page is a range of this index. */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('file_entries', (table) => {
      table.index(['file_size', 'id'], 'file_entries_file_size_id_index')
    })
  }

  async down() {
    this.schema.alterTable('file_entries', (table) => {
      table.dropIndex(['file_size', 'id'], 'file_entries_file_size_id_index')
    })
  }
}
