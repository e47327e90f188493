import { PermissionResolver } from '#core/accounts/server/services/permission_resolver'
import { MUSIC_VIEW } from '../../permissions.js'

const resolver = new PermissionResolver()

/**
 * Tags describe what anyone who follows a shared link would see, so they are
 * resolved as a guest: when guests may not listen (music.view), pages keep
 * the site defaults. The guest role is cached by the resolver, so this costs
 * no query on most requests.
 */
export async function guestsCanListen() {
  return (await resolver.grantsOf(null))(MUSIC_VIEW)
}

/**
 * A resolver's answer for content that exists but is hidden from guests (a
 * private track): not found for a guest, whose page says so; the site
 * defaults for someone signed in, who may be the owner seeing their own page.
 */
export const HIDDEN_FROM_GUESTS = 'hidden-from-guests'
