import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type User from '#core/accounts/server/models/user'
import { USERS_UPDATE } from '#core/accounts/permissions'
import { PermissionResolver } from '#core/accounts/server/services/permission_resolver'

const resolver = new PermissionResolver()

export const NOT_ALLOWED = "You don't have permission to do that."

/**
 * Who may act on a person's account: the person themselves, or someone with
 * users.update (or admin). The target always comes from the database by the
 * route id; nothing the client sends decides ownership.
 */
export default class UserPolicy extends BasePolicy {
  /** The full record (email, settings, sessions, tokens...); others get public fields only. */
  view(actor: User, target: User) {
    return selfOrManager(actor, target)
  }

  update(actor: User, target: User) {
    return selfOrManager(actor, target)
  }

  delete(actor: User, target: User) {
    return selfOrManager(actor, target)
  }
}

async function selfOrManager(actor: User, target: User) {
  if (actor.id === target.id) return true
  const granted = await resolver.grantsOf(actor.id)
  return granted(USERS_UPDATE) ? true : AuthorizationResponse.deny(NOT_ALLOWED, 403)
}
