import type { UserDeletedEvent } from '#core/accounts/events'
import { headerImages } from '../services/profiles/profile_editing.js'

/**
 * `user:deleted`: the profile row went with the account (its foreign key
 * cascades), but the header image files it pointed at are on the public
 * disk, where no foreign key reaches.
 */
export default class RemoveProfileHeaderImages {
  async handle(event: UserDeletedEvent) {
    await headerImages.deleteAllOwnedBy(event.id)
  }
}
