import { BaseSchema } from '@adonisjs/lucid/schema'
import { headerImages } from '#plugins/music/server/services/profiles/profile_editing'

/**
 * Profile header images uploaded before `stored_images` recorded who owns
 * each file: adopted by their owners, so replacing or removing one still
 * deletes the file (core/accounts/server/services/public_images.ts).
 */
export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      const rows = await db.from('profiles').whereNotNull('header_image').select('user_id as owner_id', 'header_image as url')
      await headerImages.adoptFiles(db, rows)
    })
  }

  async down() {}
}
