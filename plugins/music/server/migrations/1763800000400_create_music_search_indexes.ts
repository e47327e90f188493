import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Built the search indexes before core/search owned them (its index
 * migration now builds them from the declared searchables, and keeps those
 * this migration built on older installs). Kept, empty, because installs
 * recorded it: Lucid refuses to roll back past a migration it cannot find.
 */
export default class extends BaseSchema {
  async up() {}

  async down() {}
}
